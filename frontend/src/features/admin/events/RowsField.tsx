import * as React from 'react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { SelectField, TextField, type SelectOption } from '@/components/ui/form-field';
import { formatNumber } from '@/lib/i18n';
import { IconButton } from '../shell/IconButton';
import type { ServerFormStatus } from './form-values';

interface ColumnBase {
  key: string;
  label: string;
  optional?: boolean;
  placeholder?: string;
}

type Column =
  | (ColumnBase & { type?: 'text' })
  | (ColumnBase & { type: 'number'; min: number; max: number })
  | (ColumnBase & { type: 'select'; options: SelectOption[] });

/**
 * Editable rows of a list field (schedule entries, sponsors, slots): add, remove and move up or
 * down. Focus follows the row being worked on, so the editor is usable from the keyboard alone.
 * Values of a row that no column shows (a saved slot's id) travel with the row when it moves.
 */
export function RowsField<Row extends object>({
  name,
  legend,
  description,
  itemLabel,
  itemName,
  emptyText,
  columns,
  emptyRow,
  gridClassName,
  rowNote,
  removable,
}: {
  name: string;
  legend: string;
  description?: string;
  /** What one row is, as it heads the row: "Schedule item" (numbered "Schedule item 2"). */
  itemLabel: string;
  /** The same within a sentence: "Move schedule item 2 up", "Add schedule item". */
  itemName: string;
  emptyText: string;
  columns: Column[];
  emptyRow: Row;
  gridClassName: string;
  /** A line under a row's fields (what it means to change it). */
  rowNote?: (row: Row) => string | null;
  /** Whether a row may be removed; `reason` says why not, beside its disabled button. */
  removable?: (row: Row) => { allowed: boolean; reason?: string };
}) {
  const { t } = useLingui();
  const { values, errors, status } = useFormikContext<Record<string, unknown>>();
  const rows = (getIn(values, name) as Row[] | undefined) ?? [];
  // The form's own check of the list, or the server's word about it (kept in the form's status).
  const ownError: unknown = getIn(errors, name);
  const listError =
    typeof ownError === 'string' ? ownError : (status as ServerFormStatus | undefined)?.listErrors?.[name];
  const baseId = `${name}-${React.useId().replace(/:/g, '')}`;
  const [pendingFocus, setPendingFocus] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!pendingFocus) return;
    document.getElementById(pendingFocus)?.focus();
    setPendingFocus(null);
  }, [pendingFocus]);

  return (
    <FieldArray name={name}>
      {({ push, remove, swap }) => (
        <fieldset className="grid gap-3" aria-describedby={description ? `${baseId}-description` : undefined}>
          <legend className="mb-1 text-base font-bold">{legend}</legend>
          {description && (
            <p id={`${baseId}-description`} className="-mt-2 text-sm text-maroon-soft">
              {description}
            </p>
          )}
          {rows.length === 0 && <p className="text-sm text-maroon-soft">{emptyText}</p>}
          {rows.length > 0 && (
            <ol className="grid gap-3">
              {rows.map((row, index) => {
                const headingId = `${baseId}-${index}-heading`;
                const note = rowNote?.(row) ?? null;
                const removal = removable?.(row) ?? { allowed: true };
                const number = formatNumber(index + 1);
                return (
                  <li key={index} role="group" aria-labelledby={headingId} className="rounded-xl border border-line bg-cream/50 p-3">
                    <div className="mb-2 flex items-center justify-between gap-2">
                      <span id={headingId} className="text-sm font-semibold text-maroon-soft">
                        {t`${itemLabel} ${number}`}
                      </span>
                      <div className="flex gap-1">
                        <IconButton
                          id={`${baseId}-${index}-up`}
                          variant="ghost"
                          className="size-11 sm:size-9"
                          label={t`Move ${itemName} ${number} up`}
                          tooltip={t`Move up`}
                          disabled={index === 0}
                          onClick={() => {
                            swap(index, index - 1);
                            setPendingFocus(`${baseId}-${index - 1}-${index - 1 === 0 ? 'down' : 'up'}`);
                          }}
                        >
                          <ArrowUp aria-hidden="true" />
                        </IconButton>
                        <IconButton
                          id={`${baseId}-${index}-down`}
                          variant="ghost"
                          className="size-11 sm:size-9"
                          label={t`Move ${itemName} ${number} down`}
                          tooltip={t`Move down`}
                          disabled={index === rows.length - 1}
                          onClick={() => {
                            swap(index, index + 1);
                            setPendingFocus(`${baseId}-${index + 1}-${index + 1 === rows.length - 1 ? 'up' : 'down'}`);
                          }}
                        >
                          <ArrowDown aria-hidden="true" />
                        </IconButton>
                        <IconButton
                          variant="ghost"
                          className="size-11 text-sindoor-dark sm:size-9"
                          label={t`Remove ${itemName} ${number}`}
                          tooltip={t`Remove`}
                          disabled={!removal.allowed}
                          aria-describedby={removal.allowed ? undefined : `${baseId}-${index}-note`}
                          onClick={() => {
                            remove(index);
                            setPendingFocus(`${baseId}-add`);
                          }}
                        >
                          <Trash2 aria-hidden="true" />
                        </IconButton>
                      </div>
                    </div>
                    <div className={gridClassName}>
                      {columns.map((column, columnIndex) => {
                        const fieldName = `${name}.${index}.${column.key}`;
                        const id = columnIndex === 0 ? `${baseId}-${index}-first` : undefined;
                        if (column.type === 'select') {
                          return <SelectField key={column.key} id={id} name={fieldName} label={column.label} options={column.options} />;
                        }
                        return (
                          <TextField
                            key={column.key}
                            id={id}
                            name={fieldName}
                            label={column.label}
                            optional={column.optional}
                            placeholder={column.placeholder}
                            {...(column.type === 'number'
                              ? { type: 'number', inputMode: 'numeric' as const, min: column.min, max: column.max, step: 1 }
                              : {})}
                          />
                        );
                      })}
                    </div>
                    {(note || !removal.allowed) && (
                      <p id={`${baseId}-${index}-note`} className="mt-2 text-sm text-maroon-soft">
                        {[note, removal.allowed ? null : removal.reason].filter(Boolean).join(' ')}
                      </p>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
          {listError && (
            <p role="alert" className="text-sm font-medium text-sindoor-dark">
              {listError}
            </p>
          )}
          <div>
            <Button
              id={`${baseId}-add`}
              variant="outline"
              size="sm"
              onClick={() => {
                push({ ...emptyRow });
                setPendingFocus(`${baseId}-${rows.length}-first`);
              }}
            >
              <Plus aria-hidden="true" />
              <Trans>Add {itemName}</Trans>
            </Button>
          </div>
        </fieldset>
      )}
    </FieldArray>
  );
}
