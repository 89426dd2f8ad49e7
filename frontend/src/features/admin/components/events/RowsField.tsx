import * as React from 'react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { IconButton } from '../IconButton';

interface Column {
  key: string;
  label: string;
  optional?: boolean;
  placeholder?: string;
}

/**
 * Editable rows of a list field (schedule entries, sponsors): add, remove and move up or down.
 * Focus follows the row being worked on, so the editor is usable from the keyboard alone.
 */
export function RowsField<Row extends object>({
  name,
  legend,
  itemLabel,
  emptyText,
  columns,
  emptyRow,
  gridClassName,
}: {
  name: string;
  legend: string;
  itemLabel: string;
  emptyText: string;
  columns: Column[];
  emptyRow: Row;
  gridClassName: string;
}) {
  const { values, errors } = useFormikContext<Record<string, unknown>>();
  const rows = (getIn(values, name) as Row[] | undefined) ?? [];
  const listError = getIn(errors, name);
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
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-base font-bold">{legend}</legend>
          {rows.length === 0 && <p className="text-sm text-maroon-soft">{emptyText}</p>}
          {rows.length > 0 && (
            <ol className="grid gap-3">
              {rows.map((_, index) => {
                const headingId = `${baseId}-${index}-heading`;
                return (
                  <li key={index} role="group" aria-labelledby={headingId} className="rounded-xl border border-line bg-cream/50 p-3">
                    <div className="mb-2 flex items-center justify-between gap-2">
                      <span id={headingId} className="text-sm font-semibold text-maroon-soft">
                        {itemLabel} {index + 1}
                      </span>
                      <div className="flex gap-1">
                        <IconButton
                          id={`${baseId}-${index}-up`}
                          variant="ghost"
                          className="size-11 sm:size-9"
                          label={`Move ${itemLabel.toLowerCase()} ${index + 1} up`}
                          tooltip="Move up"
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
                          label={`Move ${itemLabel.toLowerCase()} ${index + 1} down`}
                          tooltip="Move down"
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
                          label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                          tooltip="Remove"
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
                      {columns.map((column, columnIndex) => (
                        <TextField
                          key={column.key}
                          id={columnIndex === 0 ? `${baseId}-${index}-first` : undefined}
                          name={`${name}.${index}.${column.key}`}
                          label={column.label}
                          optional={column.optional}
                          placeholder={column.placeholder}
                        />
                      ))}
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
          {typeof listError === 'string' && (
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
              Add {itemLabel.toLowerCase()}
            </Button>
          </div>
        </fieldset>
      )}
    </FieldArray>
  );
}
