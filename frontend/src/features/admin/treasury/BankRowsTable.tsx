import { useLingui } from '@lingui/react/macro';
import { formatLongDate } from '@/lib/dates';
import type { BankRow } from './api/money-types';
import { formatMoney } from '@/lib/money';
import { DataTable } from '../shell/DataTable';

/** The uploaded statement's lines, each with its match and a box to record it. */
export function BankRowsTable({
  rows,
  selected,
  onToggle,
}: {
  rows: BankRow[];
  selected: ReadonlySet<number>;
  onToggle: (line: number, on: boolean) => void;
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
                disabled={row.alreadyRecorded || row.refused !== null || row.match === null || row.amount <= 0}
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
            if (!row.match) return '—';
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
