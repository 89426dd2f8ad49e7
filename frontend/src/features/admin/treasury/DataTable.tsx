import type * as React from 'react';
import { cn } from '@/lib/utils';

export interface Column<Row> {
  key: string;
  label: string;
  cell: (row: Row) => React.ReactNode;
  className?: string;
}

/**
 * A table on a wide screen; on a phone each row becomes a card of its own, every value under its
 * column's name, so nothing scrolls sideways.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  rowClassName?: (row: Row) => string | undefined;
}) {
  return (
    <table className="w-full border-collapse text-left max-sm:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b border-line text-sm text-maroon-soft">
          {columns.map((column) => (
            <th key={column.key} scope="col" className={cn('px-3 py-2 font-semibold', column.className)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:grid max-sm:gap-3">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className={cn(
              'align-top max-sm:grid max-sm:gap-1 max-sm:rounded-xl max-sm:border max-sm:border-line max-sm:bg-white max-sm:p-3 sm:border-b sm:border-line/70 sm:last:border-b-0',
              rowClassName?.(row),
            )}
          >
            {columns.map((column) => (
              <td
                key={column.key}
                className={cn('px-3 py-2 max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:p-0', column.className)}
              >
                <span aria-hidden="true" className="shrink-0 text-sm font-semibold text-maroon-soft sm:hidden">
                  {column.label}
                </span>
                <span className="min-w-0 break-words max-sm:text-right">{column.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
