import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/skeleton';
import type { EventSummary } from '@/lib/api-types';
import { i18n } from '@/lib/i18n';
import { useEventRegistrations } from '../registrations/api/registrations';
import { ErrorState } from '../shell/states';
import { ordinal } from '../registrations/StatusBadge';
import { Section } from './Section';

/** The parties waiting for a place, in the order places go to them. */
export function WaitingList({ eventId, summary }: { eventId: string; summary: EventSummary }) {
  const anyone = summary.waitlistedParties > 0;
  const { registrations, error, retry } = useEventRegistrations(anyone ? eventId : null, 'waitlisted');
  const { t } = useLingui();
  const { waitlistedParties, waitlistedGuests } = summary;
  return (
    <Section title={t`Waiting list`}>
      {!anyone ? (
        <p className="text-maroon-soft">
          <Trans>Nobody is waiting for a place.</Trans>
        </p>
      ) : (
        <>
          <p className="mb-2">
            <Trans>
              <Plural value={waitlistedParties} one="# party" other="# parties" /> waiting,{' '}
              <Plural value={waitlistedGuests} one="# guest" other="# guests" /> in all. Places that free up go to them in
              this order.
            </Trans>
          </p>
          {error ? (
            <ErrorState message={t`We could not load the waiting list.`} onRetry={retry} />
          ) : !registrations ? (
            <Skeleton className="h-20" />
          ) : (
            <ol className="grid gap-1" aria-label={t`Waiting list in order`}>
              {registrations.map((registration) => (
                <li key={registration.id} className="flex justify-between gap-3 border-b border-line/70 py-1.5 last:border-b-0">
                  <span>
                    <span className="font-semibold tabular-nums">{ordinal(registration.waitlistPosition ?? 0)}</span>{' '}
                    {registration.fullName}
                  </span>
                  <span className="shrink-0 text-maroon-soft">
                    {guestsText(registration.guestCount)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </Section>
  );
}

/** "1 guest", "4 guests" */
function guestsText(guests: number): string {
  return i18n._(msg`${plural(guests, { one: '# guest', other: '# guests' })}`);
}
