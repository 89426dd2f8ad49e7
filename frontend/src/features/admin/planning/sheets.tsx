import type * as React from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminRegistration, Event, EventSummary, SummarySlot } from '@/lib/api-types';
import { formatClock, formatDateRange } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n';
import { useWritten } from '@/lib/written';
import { useEventRegistrations } from '../registrations/api/registrations';
import { PrintFrame } from '../shell/PrintFrame';
import { ErrorState } from '../shell/states';
import { DaysTable } from './DaysTable';
import { SittingsTable } from './SittingsTable';

/** A planning sheet in the print frame, headed "{title}: {event}" with the event's dates, time and venue. */
function PlanningSheet({
  title,
  event,
  printedAt,
  children,
}: {
  title: string;
  event: Event;
  printedAt: string;
  children: React.ReactNode;
}) {
  const when = `${formatDateRange(event.date, event.endDate)}${event.time ? `, ${event.time}` : ''}, ${event.venue}`;
  return (
    <PrintFrame
      label={title}
      title={
        <Trans>
          {title}: {{ eventTitle: event.title }}
        </Trans>
      }
      when={when}
      printedAt={printedAt}
    >
      {children}
    </PrintFrame>
  );
}

export function CatererSheet({ event, summary, printedAt }: { event: Event; summary: EventSummary; printedAt: string }) {
  const { t } = useLingui();
  const mealsServed = event.mealsServed !== false;
  const numbers: [string, number][] = [
    [t`Guests`, summary.confirmedGuests],
    [t`Adults`, summary.adults],
    [t`Children`, summary.children],
    ...(mealsServed
      ? ([
          [t`Vegetarian meals`, summary.vegetarianMeals],
          [t`Other meals`, summary.otherMeals],
        ] as [string, number][])
      : []),
  ];
  const { confirmedParties, waitlistedGuests } = summary;
  const dishes = summary.slots.filter((slot) => slot.kind === 'bring');
  return (
    <PlanningSheet title={t`Caterer's sheet`} event={event} printedAt={printedAt}>
      <dl className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        {numbers.map(([label, value]) => (
          <div key={label} className="rounded border border-black/30 p-2 text-center">
            <dt className="text-sm">{label}</dt>
            <dd className="text-3xl font-extrabold tabular-nums">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm">
        <Trans>From <Plural value={confirmedParties} one="# confirmed party" other="# confirmed parties" />.</Trans>
        {waitlistedGuests > 0 && (
          <>
            {' '}
            <Trans>
              <Plural value={waitlistedGuests} one="# more guest is" other="# more guests are" /> on the waiting list and may
              still come.
            </Trans>
          </>
        )}
        {!mealsServed && (
          <>
            {' '}
            <Trans>No meals are served at this event.</Trans>
          </>
        )}
      </p>
      {summary.days.length > 0 && (
        <section className="mt-4">
          <h4 className="text-lg font-bold">
            <Trans>Day by day</Trans>
          </h4>
          <DaysTable days={summary.days} mealsServed={mealsServed} paper />
        </section>
      )}
      {summary.sittings.length > 0 && (
        <section className="mt-4">
          <h4 className="text-lg font-bold">
            <Trans>Sittings</Trans>
          </h4>
          <SittingsTable sittings={summary.sittings} event={event} paper />
        </section>
      )}
      <section className="mt-4">
        <h4 className="text-lg font-bold">
          <Trans>Dietary notes</Trans>
        </h4>
        {summary.dietaryNotes.length === 0 ? (
          <p>
            <Trans>None.</Trans>
          </p>
        ) : (
          <ul className="list-disc pl-5">
            {summary.dietaryNotes.map((note, index) => (
              <li key={index}>
                <span className="font-semibold">{note.fullName}:</span> {note.dietaryNotes}
              </li>
            ))}
          </ul>
        )}
      </section>
      {dishes.length > 0 && (
        <section className="mt-4">
          <h4 className="text-lg font-bold">
            <Trans>Dishes guests bring</Trans>
          </h4>
          <ul className="list-disc pl-5">
            {dishes.map((slot) => (
              <DishLine key={slot.id} slot={slot} />
            ))}
          </ul>
        </section>
      )}
    </PlanningSheet>
  );
}

/** A dish, how many of it are promised, and by whom. */
function DishLine({ slot }: { slot: SummarySlot }) {
  const { t } = useLingui();
  const { title } = slot;
  const taken = formatNumber(slot.taken);
  const needed = formatNumber(slot.needed);
  return (
    <li>
      <Trans>
        <span className="font-semibold">{title}</span> ({taken} of {needed}):
      </Trans>{' '}
      {slot.takenBy.length > 0 ? slot.takenBy.join(', ') : t`nobody yet`}
    </li>
  );
}

function byName(a: AdminRegistration, b: AdminRegistration) {
  return a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' });
}

export function DoorList({ eventId, event, printedAt }: { eventId: string; event: Event; printedAt: string }) {
  const { registrations, error, isLoading, retry } = useEventRegistrations(eventId, 'confirmed');
  const { t } = useLingui();
  const slotTitles = new Map((event.slots ?? []).map((slot) => [slot.id, slot.title]));
  const written = useWritten();
  const hasSittings = (event.sittings ?? []).length > 0;

  if (isLoading) return <Skeleton className="h-64" />;
  if (error || !registrations) return <ErrorState message={t`We could not load the confirmed parties.`} onRetry={retry} />;

  const parties = [...registrations].sort(byName);
  const guests = parties.reduce((sum, party) => sum + party.guestCount, 0);
  const partyCount = parties.length;
  return (
    <PlanningSheet title={t`Door list`} event={event} printedAt={printedAt}>
      <p className="mb-2">
        <Trans>
          <Plural value={partyCount} one="# confirmed party" other="# confirmed parties" />,{' '}
          <Plural value={guests} one="# guest" other="# guests" />. Tick each party as it arrives.
        </Trans>
      </p>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">
          <Trans>Confirmed parties by name</Trans>
        </caption>
        <thead>
          <tr className="border-b-2 border-black">
            <th scope="col" className="w-12 py-1 pr-2">
              <Trans>Here</Trans>
            </th>
            <th scope="col" className="py-1 pr-2">
              <Trans>Name</Trans>
            </th>
            <th scope="col" className="py-1 pr-2 text-center">
              <Trans>Guests</Trans>
            </th>
            <th scope="col" className="py-1 pr-2 text-center">
              <Trans>Children</Trans>
            </th>
            <th scope="col" className="py-1 pr-2">
              <Trans>Phone</Trans>
            </th>
            <th scope="col" className="py-1 pr-2">
              <Trans>Bringing or helping</Trans>
            </th>
            {hasSittings && (
              <th scope="col" className="py-1">
                <Trans>Sittings</Trans>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {parties.map((party) => (
            <tr key={party.id} className="border-b border-black/30 align-top">
              <td className="py-1.5 pr-2">
                <span
                  aria-label={party.checkedInAt ? t`Arrived` : t`Not yet arrived`}
                  role="img"
                  className="inline-flex size-5 items-center justify-center border border-black text-xs"
                >
                  {party.checkedInAt ? '✓' : ''}
                </span>
              </td>
              <th scope="row" className="py-1.5 pr-2 font-semibold">
                {party.fullName}
              </th>
              <td className="py-1.5 pr-2 text-center tabular-nums">{formatNumber(party.guestCount)}</td>
              <td className="py-1.5 pr-2 text-center tabular-nums">{formatNumber(party.children)}</td>
              <td className="py-1.5 pr-2 whitespace-nowrap">{party.phone || ''}</td>
              <td className="py-1.5 pr-2">
                {(party.slotIds ?? [])
                  .map((id) => slotTitles.get(id))
                  .filter(Boolean)
                  .join(', ')}
              </td>
              {hasSittings && (
                <td className="py-1.5">
                  {party.sittings.map((sitting) => `${written(sitting.title, sitting.titleBn)} ${formatClock(sitting.startTime)}`).join(', ')}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </PlanningSheet>
  );
}
