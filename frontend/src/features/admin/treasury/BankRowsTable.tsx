import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { SearchResult } from '@/lib/api-types';
import { formatLongDate } from '@/lib/dates';
import type { BankRow } from './api/money-types';
import { formatMoney } from '@/lib/money';
import { DataTable } from '../shell/DataTable';
import { KIND_LABELS } from './labels';

/** Money in that matched nothing and can still be recorded: the treasurer may say what it pays for. */
function assignable(row: BankRow): boolean {
  return row.match === null && row.amount > 0 && !row.alreadyRecorded && row.refused === null;
}

/** The uploaded statement's lines, each with its match (or the one assigned by hand) and a box to record it. */
export function BankRowsTable({
  rows,
  selected,
  assigned,
  onToggle,
  onAssign,
  onUnassign,
}: {
  rows: BankRow[];
  selected: ReadonlySet<number>;
  assigned: ReadonlyMap<number, SearchResult>;
  onToggle: (line: number, on: boolean) => void;
  /** Opens the choice of what an unmatched line pays for. */
  onAssign: (row: BankRow) => void;
  onUnassign: (line: number) => void;
}) {
  const { t } = useLingui();
  const reasons = { reference: t`Reference`, nameAndAmount: t`Name and amount` };
  return (
    <DataTable
      caption={t`Bank statement lines`}
      rows={rows}
      rowKey={(row) => row.line}
      rowClassName={(row) => (row.alreadyRecorded ? 'text-maroon-soft' : undefined)}
      columns={[
        {
          key: 'record',
          label: t`Record`,
          cell: (row) => (
            // The label around the box makes the whole 44 px square tappable.
            <label className="inline-flex size-11 cursor-pointer items-center justify-center max-sm:-my-2">
              <input
                type="checkbox"
                className="size-5 accent-sindoor"
                aria-label={t`Record line ${row.line}: ${row.description}`}
                checked={selected.has(row.line)}
                disabled={
                  row.alreadyRecorded || row.refused !== null || row.amount <= 0 || (row.match === null && !assigned.has(row.line))
                }
                onChange={(event) => onToggle(row.line, event.target.checked)}
              />
            </label>
          ),
        },
        { key: 'date', label: t`Date`, cell: (row) => <span className="whitespace-nowrap">{formatLongDate(row.date)}</span> },
        { key: 'description', label: t`Description`, cell: (row) => <span className="wrap-anywhere">{row.description}</span> },
        {
          key: 'amount',
          label: t`Amount`,
          className: 'sm:text-right tabular-nums',
          cell: (row) => formatMoney(row.amount),
        },
        {
          key: 'match',
          label: t`Match`,
          cell: (row) => {
            if (row.alreadyRecorded) return t`Already recorded`;
            // The server's reason, in the organiser's language: a line dated outside 1900–2999.
            if (row.refused) return <span className="font-semibold text-sindoor-dark">{row.refused}</span>;
            const target = assigned.get(row.line);
            if (target) {
              return (
                <>
                  <span className="font-semibold">{target.label}</span>{' '}
                  <span className="font-mono">{target.paymentReference}</span>
                  <span className="block text-sm text-maroon-soft">{t`Assigned by hand · ${t(KIND_LABELS[target.kind])}`}</span>
                  <span className="mt-1 flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" className="max-sm:min-h-11" onClick={() => onAssign(row)}>
                      {t`Change`}
                      <span className="sr-only"> {t`what line ${row.line} pays for`}</span>
                    </Button>
                    <Button size="sm" variant="ghost" className="max-sm:min-h-11" onClick={() => onUnassign(row.line)}>
                      {t`Unassign`}
                      <span className="sr-only"> {t`line ${row.line}`}</span>
                    </Button>
                  </span>
                </>
              );
            }
            if (!row.match) {
              if (!assignable(row)) return '—';
              return (
                <>
                  <span className="block text-sm text-maroon-soft">{t`No match`}</span>
                  <Button size="sm" variant="outline" className="mt-1 max-sm:min-h-11" onClick={() => onAssign(row)}>
                    {t`Assign`}
                    <span className="sr-only"> {t`line ${row.line}`}</span>
                  </Button>
                </>
              );
            }
            const { payerName, paymentReference, outstanding } = row.match;
            return (
              <>
                <span className="font-semibold">{payerName}</span>{' '}
                <span className="font-mono">{paymentReference}</span>
                <span className="block text-sm text-maroon-soft">
                  {t`${formatMoney(outstanding)} outstanding`}
                  {row.reason && ` · ${reasons[row.reason]}`}
                </span>
              </>
            );
          },
        },
      ]}
    />
  );
}
