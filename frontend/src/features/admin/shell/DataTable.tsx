import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * The classes that turn a table into cards on a phone: below the breakpoint each row is a card
 * of its own, each cell a line of it with its column's name (`CellLabel`) on the left and the
 * value on the right, so nothing scrolls sideways; from the breakpoint up it is the table it is.
 * The table keeps its semantics either way (the header row is still there for screen readers).
 * `sm` suits a table of a few short columns; `md` one that needs a laptop's width to be a table.
 * The cards' one column is as wide as the screen however long a word in them (`grid-cols-1`).
 */
export const cardTable = {
  sm: {
    table: 'max-sm:block',
    head: 'max-sm:sr-only',
    body: 'max-sm:grid max-sm:grid-cols-1 max-sm:gap-3',
    row: 'max-sm:grid max-sm:grid-cols-1 max-sm:gap-2 max-sm:rounded-xl max-sm:border max-sm:border-line max-sm:bg-white max-sm:p-3',
    /** A cell that heads its card (the row's name): the card's whole width, no label. */
    title: 'max-sm:block max-sm:p-0',
    cell: 'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-3 max-sm:p-0',
    /** The value beside its label: on the right, and free to wrap between words. */
    value: 'max-sm:min-w-0 max-sm:text-right',
    label: 'sm:hidden',
  },
  md: {
    table: 'max-md:block',
    head: 'max-md:sr-only',
    body: 'max-md:grid max-md:grid-cols-1 max-md:gap-3',
    row: 'max-md:grid max-md:grid-cols-1 max-md:gap-2 max-md:rounded-xl max-md:border max-md:border-line max-md:bg-white max-md:p-3',
    title: 'max-md:block max-md:p-0',
    cell: 'max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-3 max-md:p-0',
    value: 'max-md:min-w-0 max-md:text-right',
    label: 'md:hidden',
  },
} as const;

/** The column's name beside a value in a card; hidden from screen readers, which have the header. */
export function CellLabel({ breakpoint = 'sm', children }: { breakpoint?: keyof typeof cardTable; children: React.ReactNode }) {
  return (
    <span aria-hidden="true" className={cn('shrink-0 text-sm font-semibold text-maroon-soft', cardTable[breakpoint].label)}>
      {children}
    </span>
  );
}

export interface Column<Row> {
  key: string;
  label: string;
  cell: (row: Row) => React.ReactNode;
  className?: string;
  /** On a phone, the value alone across the card (its buttons, say), without the column's name. */
  unlabelledOnPhone?: boolean;
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
  const cards = cardTable.sm;
  return (
    <table className={cn('w-full border-collapse text-left', cards.table)}>
      <caption className="sr-only">{caption}</caption>
      <thead className={cards.head}>
        <tr className="border-b border-line text-sm text-maroon-soft">
          {columns.map((column) => (
            <th key={column.key} scope="col" className={cn('px-3 py-2 font-semibold', column.className)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={cards.body}>
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className={cn('align-top sm:border-b sm:border-line/70 sm:last:border-b-0', cards.row, rowClassName?.(row))}
          >
            {columns.map((column) => (
              <td
                key={column.key}
                className={cn(
                  'px-3 py-2',
                  column.unlabelledOnPhone ? 'max-sm:flex max-sm:justify-end max-sm:p-0' : cards.cell,
                  column.className,
                )}
              >
                {!column.unlabelledOnPhone && <CellLabel>{column.label}</CellLabel>}
                <span className={cards.value}>{column.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
