import * as React from 'react';
import { Ban, Eye, House, Trash2 } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import type { EventDay, Registration } from '@/lib/api-types';
import { formatTimeOfDay, formatTimestamp } from '@/lib/dates';
import { formatNumber, i18n } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { CellLabel, cardTable } from '../shell/DataTable';
import { Email } from '../shell/Email';
import { useCancelRegistration, useDeleteRegistration } from './api/registrations';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { ConfirmAction, ConfirmDelete } from '../shell/ConfirmDelete';
import { IconButton } from '../shell/IconButton';
import { Spinner } from '../shell/states';
import { useWindowedRows } from '../shell/windowed-rows';
import { StatusBadge } from './StatusBadge';
import { dayArrivals } from './arrivals';

const columnLabel = {
  name: msg`Name`,
  email: msg`Email`,
  phone: msg`Phone`,
  guests: msg`Guests`,
  status: msg`Status`,
  date: msg`Date`,
  notes: msg`Notes`,
  actions: msg`Actions`,
} satisfies Record<string, MessageDescriptor>;
const columns = Object.entries(columnLabel).map(([key, label]) => ({ key, label }));

// On a phone and a tablet each registration is a card (`cardTable.md`). Between a tablet and a
// wide laptop the table scrolls sideways inside its card; the actions stay pinned to the right
// edge so each row's view and delete buttons are always within reach.
// (A shadow, not a border: a collapsed table's borders do not move with a sticky cell.)
const cards = cardTable.md;
const actionsCell = 'md:sticky md:right-0 md:bg-white max-lg:md:shadow-[-8px_0_8px_-8px_rgb(74_20_20/0.35)]';
const cell = cn('px-3 py-3', cards.cell);

function Head({ rowIndex }: { rowIndex?: number }) {
  const { t } = useLingui();
  return (
    <thead className={cards.head}>
      <tr aria-rowindex={rowIndex} className="border-b border-line text-left text-sm text-maroon-soft">
        {columns.map(({ key, label }) => (
          <th key={key} scope="col" className={`px-3 py-2 font-semibold ${key === 'actions' ? `text-right ${actionsCell}` : ''}`}>
            {t(label)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function registrationCancelConfirmation(registration: Pick<Registration, 'fullName'>): string {
  const name = registration.fullName;
  return i18n._(
    msg`Cancel the registration of "${name}"? Their places go to the waiting list, and the registration stays in the list as cancelled.`,
  );
}

function registrationDeleteConfirmation(registration: Pick<Registration, 'fullName'>): string {
  const name = registration.fullName;
  return i18n._(msg`Are you sure you want to delete the registration of "${name}"? This action cannot be undone.`);
}

const registrationKey = (registration: Registration) => registration.id;

/**
 * The registrations, a row each. A long list (a festival's two thousand parties) is drawn a window
 * at a time as the page scrolls, and keeps its table semantics: the table says how many rows it
 * has (`aria-rowcount`) and each row where it stands (`aria-rowindex`), the room of the rows not
 * drawn being rows hidden from assistive technology.
 */
export const RegistrationsTable = React.memo(function RegistrationsTable({
  registrations,
  familyIds,
  caption,
  onView,
  days,
}: {
  registrations: readonly Registration[];
  /** The registrations made by a family that has signed in to its page. */
  familyIds: ReadonlySet<number>;
  caption: string;
  /** A festival's days: each party's arrival is said day by day. */
  days?: readonly EventDay[];
  onView: (registration: Registration) => void;
}) {
  const { t } = useLingui();
  const { windowed, listRef, rows, spaceAfter, measureRow, focusRow } = useWindowedRows<Registration, HTMLTableSectionElement>({
    rows: registrations,
    getKey: registrationKey,
    estimateSize: 80,
    overscan: 10,
  });
  const widths = useSettledColumns(windowed && rows.length > 0);
  // A cell kept on one line keeps it while the table sets its own widths; with settled widths it
  // wraps rather than run into the next column (a long waiting-list place further down, say).
  const oneLine = widths.settled ? '' : 'whitespace-nowrap';
  return (
    <div
      role="region"
      aria-label={t`Registrations table`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must be reachable from the keyboard
      tabIndex={0}
      className="-mx-2 overflow-x-auto rounded-lg px-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sindoor"
    >
      <table
        ref={widths.tableRef}
        className={cn(
          'w-full border-collapse md:min-w-[60rem]',
          cards.table,
          windowed && '[overflow-anchor:none]',
          widths.settled && 'table-fixed',
        )}
        aria-rowcount={windowed ? registrations.length + 1 : undefined}
      >
        <caption className="sr-only">{caption}</caption>
        {widths.settled && (
          <colgroup>
            {columns.map(({ key }, index) => (
              <col key={key} style={{ width: widths.settled?.[index] }} />
            ))}
          </colgroup>
        )}
        <Head rowIndex={windowed ? 1 : undefined} />
        <tbody ref={listRef} className={cards.body}>
          {rows.map(({ row: registration, index, key, spaceBefore }) => (
            <React.Fragment key={key}>
              {spaceBefore > 0 && <Space height={spaceBefore} />}
              <tr
                ref={measureRow}
                data-index={windowed ? index : undefined}
                aria-rowindex={windowed ? index + 2 : undefined}
                onFocus={focusRow && (() => focusRow(key))}
                className={cn('align-top hover:bg-cream/60 md:border-b md:border-line/70 md:last:border-b-0', cards.row)}
              >
                <th scope="row" className={cn('px-3 py-3 text-left font-semibold max-md:text-lg', cards.title)}>
                  {registration.fullName}
                  {familyIds.has(registration.id) && <FamilyBadge />}
                </th>
                <td className={cell}>
                  <CellLabel breakpoint="md">{t(columnLabel.email)}</CellLabel>
                  <span className={cards.value}>
                    <Email address={registration.email} />
                  </span>
                </td>
                <td className={cn(cell, oneLine)}>
                  <CellLabel breakpoint="md">{t(columnLabel.phone)}</CellLabel>
                  <span className={cards.value}>{registration.phone || '—'}</span>
                </td>
                <td className={cn(cell, 'text-center tabular-nums')}>
                  <CellLabel breakpoint="md">{t(columnLabel.guests)}</CellLabel>
                  <span className={cards.value}>{formatNumber(registration.guestCount)}</span>
                </td>
                <td className={cell}>
                  <CellLabel breakpoint="md">{t(columnLabel.status)}</CellLabel>
                  <span className={cards.value}>
                    <StatusBadge registration={registration} />
                    <Arrival registration={registration} days={days} oneLine={oneLine} />
                  </span>
                </td>
                <td className={cn(cell, 'text-sm', oneLine)}>
                  <CellLabel breakpoint="md">{t(columnLabel.date)}</CellLabel>
                  <span className={cards.value}>{formatTimestamp(registration.createdAt)}</span>
                </td>
                <td className={cn(cell, 'text-sm text-maroon-soft md:max-w-[14rem]')}>
                  <CellLabel breakpoint="md">{t(columnLabel.notes)}</CellLabel>
                  <span className={cn('line-clamp-2', cards.value)}>{registration.notes || '—'}</span>
                </td>
                <td className={cn('px-3 py-2 max-md:p-0', actionsCell)}>
                  <div className="flex justify-end gap-1">
                    <IconButton
                      variant="ghost"
                      label={t`View registration of ${{ name: registration.fullName }}`}
                      tooltip={t`View details`}
                      onClick={() => onView(registration)}
                    >
                      <Eye aria-hidden="true" />
                    </IconButton>
                    {registration.status !== 'cancelled' && <CancelRegistrationButton registration={registration} />}
                    <DeleteRegistrationButton registration={registration} />
                  </div>
                </td>
              </tr>
            </React.Fragment>
          ))}
          {spaceAfter > 0 && <Space height={spaceAfter} />}
        </tbody>
      </table>
    </div>
  );
});

/**
 * The columns' widths for a long table, which draws only the rows near the screen: widths the
 * browser worked out from the rows drawn would change as the page scrolls. So the table first
 * sets its widths as a whole table does, from its first rows, and keeps them (as shares of its
 * width, so that they follow a wider or narrower screen).
 */
function useSettledColumns(enabled: boolean) {
  const tableRef = React.useRef<HTMLTableElement>(null);
  const [settled, setSettled] = React.useState<string[] | null>(null);
  React.useLayoutEffect(() => {
    const table = tableRef.current;
    if (!enabled || settled || !table) return;
    const total = table.getBoundingClientRect().width;
    const cells = Array.from(table.tHead?.rows[0]?.cells ?? []);
    // Cards on a phone have no columns to keep.
    if (total > 0 && cells.length === columns.length && getComputedStyle(table).display === 'table') {
      setSettled(cells.map((cell) => `${((cell.getBoundingClientRect().width / total) * 100).toFixed(2)}%`));
    }
  }, [enabled, settled]);
  return { tableRef, settled: enabled ? settled : null };
}

/** The room of rows not drawn: a row of that height, hidden from assistive technology. */
function Space({ height }: { height: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columns.length} className="p-0" style={{ height }} />
    </tr>
  );
}

/** The party's family has signed in to its own page, where it sees and changes this registration. */
function FamilyBadge() {
  return (
    <span className="mt-1 flex w-fit items-center gap-1 rounded-full bg-marigold-light px-2 py-0.5 text-xs font-semibold text-maroon">
      <House className="size-3.5" aria-hidden="true" />
      <Trans>Family account</Trans>
    </span>
  );
}

/** When the party arrived; at a festival, the days it has come. */
function Arrival({ registration, days, oneLine }: { registration: Registration; days?: readonly EventDay[]; oneLine: string }) {
  const arrivals = dayArrivals(registration, days);
  if (arrivals === null) {
    if (!registration.checkedInAt) return null;
    return (
      <span className={cn('mt-1 block text-sm text-maroon-soft', oneLine)}>
        <Trans>Arrived {{ time: formatTimeOfDay(registration.checkedInAt) }}</Trans>
      </span>
    );
  }
  if (arrivals.length === 0) return null;
  const list = arrivals.map((arrival) => arrival.day).join(', ');
  return (
    <span className="mt-1 block text-sm text-maroon-soft">
      <Trans>Arrived on {list}</Trans>
    </span>
  );
}

function CancelRegistrationButton({ registration }: { registration: Registration }) {
  const { trigger: cancelRegistration, isMutating: cancelling } = useCancelRegistration(registration);
  const { run } = useAdminMutation();
  const { t } = useLingui();
  const name = registration.fullName;

  async function handleCancel() {
    const cancelled = await run(() => cancelRegistration(), {
      failure: { title: t`Cancel Failed`, description: t`Failed to cancel registration. Please try again.` },
    });
    if (cancelled.ok) toast({ title: t`Registration Cancelled`, description: t`The registration of ${name} has been cancelled.` });
  }

  return (
    <ConfirmAction
      title={t`Cancel Registration`}
      question={registrationCancelConfirmation(registration)}
      actionLabel={t`Cancel Registration`}
      dismissLabel={t`Keep It`}
      onConfirm={() => void handleCancel()}
    >
      <IconButton
        variant="ghost"
        className="text-sindoor-dark"
        label={t`Cancel registration of ${name}`}
        tooltip={t`Cancel registration`}
        disabled={cancelling}
      >
        {cancelling ? <Spinner /> : <Ban aria-hidden="true" />}
      </IconButton>
    </ConfirmAction>
  );
}

function DeleteRegistrationButton({ registration }: { registration: Registration }) {
  const { trigger: deleteRegistration, isMutating: deleting } = useDeleteRegistration(registration);
  const { run } = useAdminMutation();
  const { t } = useLingui();
  const name = registration.fullName;

  async function handleDelete() {
    const deleted = await run(() => deleteRegistration(), {
      failure: { title: t`Delete Failed`, description: t`Failed to delete registration. Please try again.` },
    });
    if (deleted.ok) toast({ title: t`Registration Deleted`, description: t`The registration has been removed.` });
  }

  return (
    <ConfirmDelete
      title={t`Delete Registration`}
      question={registrationDeleteConfirmation(registration)}
      onConfirm={() => void handleDelete()}
    >
      <IconButton
        variant="ghost"
        className="text-sindoor-dark"
        label={t`Delete registration of ${name}`}
        tooltip={t`Delete registration`}
        disabled={deleting}
      >
        {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
      </IconButton>
    </ConfirmDelete>
  );
}

export function RegistrationsTableSkeleton({ rows }: { rows: number }) {
  const { t } = useLingui();
  return (
    <div className="-mx-2 overflow-x-auto px-2" aria-busy="true" role="status" aria-label={t`Loading registrations`}>
      <table className={cn('w-full border-collapse md:min-w-[60rem]', cards.table)}>
        <Head />
        <tbody className={cards.body}>
          {Array.from({ length: rows }, (_, i) => (
            <tr key={i} data-testid="registration-skeleton-row" className={cn('md:border-b md:border-line/70', cards.row)}>
              {columns.map(({ key }) => (
                <td key={key} className={cn('px-3 py-3 max-md:p-0', key === 'actions' && actionsCell)}>
                  <Skeleton className={key === 'actions' ? 'ml-auto h-9 w-24' : 'h-5 w-full'} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
