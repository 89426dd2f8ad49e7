import * as React from 'react';
import { Link } from 'react-router-dom';
import { DoorOpen, Printer } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { Event, SummarySlot } from '@/lib/api-types';
import { formatNumber } from '@/lib/i18n';
import { checkInPath } from '@/lib/routes';
import { useEventSummary } from '../registrations/api/registrations';
import { ErrorState } from '../shell/states';
import { DaysTable } from './DaysTable';
import { GuestsOverTime } from './GuestsOverTime';
import { PrintSheetsDialog } from './PrintSheetsDialog';
import { Section } from './Section';
import { SittingsTable } from './SittingsTable';
import { WaitingList } from './WaitingList';

const SLOT_KIND_LABELS = { bring: msg`Dish to bring`, volunteer: msg`Volunteer job` } as const;

/** The numbers and lists organisers plan the event with, from the server's summary. */
export function PlanningView({ eventId, event }: { eventId: string; event: Event | undefined }) {
  const { summary, isLoading, error, retry } = useEventSummary(eventId);
  const [printing, setPrinting] = React.useState(false);
  const { t } = useLingui();

  if (isLoading) return <PlanningSkeleton />;
  if (error || !summary) return <ErrorState message={t`We could not load the plan for this event.`} onRetry={retry} />;

  const mealsServed = event?.mealsServed !== false;
  const arrivedParties = formatNumber(summary.checkedInParties);
  const arrivedGuests = formatNumber(summary.checkedInGuests);
  const { confirmedParties, confirmedGuests, cancelledParties } = summary;

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-maroon-soft">
          <Trans>Counted from the confirmed parties, unless said otherwise. Print a sheet for the caterer or the door.</Trans>
        </p>
        <Button variant="outline" onClick={() => setPrinting(true)} disabled={!event}>
          <Printer aria-hidden="true" />
          <Trans>Print</Trans>
        </Button>
      </div>

      <Section title={t`For the caterer`}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Count label={t`Confirmed parties`} value={summary.confirmedParties} />
          <Count label={t`Confirmed guests`} value={summary.confirmedGuests} />
          <Count label={t`Adults`} value={summary.adults} />
          <Count label={t`Children`} value={summary.children} />
          {mealsServed && <Count label={t`Vegetarian meals`} value={summary.vegetarianMeals} />}
          {mealsServed && <Count label={t`Other meals`} value={summary.otherMeals} />}
        </dl>
        {!mealsServed && (
          <p className="mt-3 text-sm text-maroon-soft">
            <Trans>No meals are served at this event.</Trans>
          </p>
        )}
      </Section>

      {summary.days.length > 0 && (
        <Section title={t`Day by day`}>
          <DaysTable days={summary.days} mealsServed={mealsServed} />
        </Section>
      )}

      {summary.sittings.length > 0 && (
        <Section title={t`Sittings`}>
          <SittingsTable sittings={summary.sittings} event={event} />
        </Section>
      )}

      {event && <GuestsOverTime summary={summary} event={event} />}

      <div className="grid gap-6 lg:grid-cols-2">
        <WaitingList eventId={eventId} summary={summary} />

        <Section title={t`At the door`}>
          <p className="text-lg">
            <Trans>
              <span className="font-bold">{arrivedParties}</span> of{' '}
              <Plural value={confirmedParties} one="# party" other="# parties" /> arrived,{' '}
              <span className="font-bold">{arrivedGuests}</span> of{' '}
              <Plural value={confirmedGuests} one="# guest" other="# guests" />.
            </Trans>
          </p>
          <p className="mt-1 text-sm text-maroon-soft">
            <Trans><Plural value={cancelledParties} one="# party has" other="# parties have" /> cancelled.</Trans>
          </p>
          <Button asChild variant="outline" className="mt-3">
            <Link to={checkInPath(eventId)}>
              <DoorOpen aria-hidden="true" />
              <Trans>Open door check-in</Trans>
            </Link>
          </Button>
        </Section>

        <Section title={t`Dietary notes`}>
          {summary.dietaryNotes.length === 0 ? (
            <p className="text-maroon-soft">
              <Trans>No party has written a dietary note.</Trans>
            </p>
          ) : (
            <ul className="grid gap-2">
              {summary.dietaryNotes.map((note, index) => (
                <li key={index} className="rounded-lg bg-cream/70 px-3 py-2">
                  <span className="font-semibold">{note.fullName}:</span>{' '}
                  <span className="whitespace-pre-line break-words">{note.dietaryNotes}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title={t`No photos, please`}>
          {summary.noPhotoConsent.length === 0 ? (
            <p className="text-maroon-soft">
              <Trans>Every confirmed party agreed to appear in the gallery.</Trans>
            </p>
          ) : (
            <>
              <p className="mb-2 text-sm text-maroon-soft">
                <Trans>These parties did not agree to photos of them appearing in the gallery.</Trans>
              </p>
              <ul className="flex flex-wrap gap-2">
                {summary.noPhotoConsent.map((name, index) => (
                  <li key={index}>
                    <Badge variant="outline">{name}</Badge>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Section>
      </div>

      <Section title={t`Dishes and volunteer jobs`}>
        {summary.slots.length === 0 ? (
          <p className="text-maroon-soft">
            <Trans>This event has no dishes or jobs to sign up for. Add them in the event&apos;s form.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {summary.slots.map((slot) => (
              <SlotItem key={slot.id} slot={slot} />
            ))}
          </ul>
        )}
      </Section>

      {event && (
        <PrintSheetsDialog
          open={printing}
          onOpenChange={setPrinting}
          eventId={eventId}
          event={event}
          summary={summary}
        />
      )}
    </div>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-cream/70 px-3 py-2">
      <dt className="text-sm font-semibold text-maroon-soft">{label}</dt>
      <dd className="text-2xl font-extrabold tabular-nums">{formatNumber(value)}</dd>
    </div>
  );
}

function SlotItem({ slot }: { slot: SummarySlot }) {
  const { t } = useLingui();
  const full = slot.taken >= slot.needed;
  const taken = formatNumber(slot.taken);
  const needed = formatNumber(slot.needed);
  const names = slot.takenBy.join(', ');
  return (
    <li className="rounded-lg border border-line/80 bg-cream/50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{slot.title}</span>
        <Badge variant={full ? 'success' : 'secondary'}>
          <Trans>
            {taken} of {needed} taken
          </Trans>
        </Badge>
      </div>
      <p className="text-sm text-maroon-soft">{t(SLOT_KIND_LABELS[slot.kind])}</p>
      <p className="mt-1 text-sm">
        {slot.takenBy.length > 0 ? t`Taken by ${names}` : t`Nobody has taken it yet.`}
      </p>
    </li>
  );
}

function PlanningSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" role="status" aria-label={t`Loading the plan`} className="grid gap-6">
      <Skeleton className="h-32" />
      <Skeleton className="h-60" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
