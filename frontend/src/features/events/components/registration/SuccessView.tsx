import '@/features/events/messages';
import { Link } from 'react-router-dom';
import { CircleCheck, Hourglass, Ticket } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { Event } from '@/lib/api-types';
import { formatDayOfFestival } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n';
import { manageTokens } from '@/lib/manage-link';
import { passPath } from '@/lib/routes';
import { useWritten } from '@/lib/written';
import { CalendarLinks } from '../CalendarLinks';
import { PartySittings } from './PartySittings';
import { PaymentNote } from './PaymentNote';
import type { Summary } from './useRegistrationDialog';
import { waitingText } from './waiting-text';

/** The festival days the party chose, as the form named them: "Saptami (Thursday, October 16)". */
function chosenDays(
  event: Event | undefined,
  dayIds: readonly number[] | undefined,
  written: (english: string, bengali?: string | null) => string,
): string[] {
  const chosen = new Set(dayIds ?? []);
  return (event?.days ?? [])
    .filter((day) => day.id !== undefined && chosen.has(day.id))
    .map((day) => {
      const title = written(day.title ?? '', day.titleBn);
      return title ? `${title} (${formatDayOfFestival(day.date)})` : formatDayOfFestival(day.date);
    });
}

/**
 * The ending after registering or updating: the party's details and days; for a confirmed party,
 * its pass for the door and the calendar links (a waiting party has no seat to put in a calendar).
 */
export function SuccessView({
  registration,
  updated,
  event,
  onClose,
}: {
  registration: Summary;
  updated: boolean;
  event: Event | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const written = useWritten();
  const waiting = registration.status === 'waitlisted';
  const title = updated ? t`Registration Updated!` : waiting ? t`You're on the Waiting List` : t`Registration Confirmed!`;
  const saved = t`Your changes are saved.`;
  const description = waiting
    ? [updated && saved, waitingText(registration.waitlistPosition)].filter(Boolean).join(' ')
    : updated
      ? saved
      : t`You're on the list. We can't wait to see you!`;
  const claimed = new Set(registration.slotIds ?? []);
  const taking = (event?.slots ?? []).filter((slot) => slot.id !== undefined && claimed.has(slot.id));
  const Icon = waiting ? Hourglass : CircleCheck;
  const days = chosenDays(event, registration.dayIds, written);
  const token = manageTokens.get('registration', registration.id);
  const confirmed = registration.status === 'confirmed';

  return (
    <>
      <DialogHeader className="items-center pr-0 text-center">
        <Icon className={waiting ? 'size-12 text-sindoor-dark' : 'size-12 text-leaf'} aria-hidden="true" />
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-cream p-4">
        <dt className="font-semibold">
          <Trans>Name</Trans>
        </dt>
        <dd className="break-words">{registration.fullName}</dd>
        <dt className="font-semibold">
          <Trans>Email</Trans>
        </dt>
        <dd className="break-all">{registration.email}</dd>
        <dt className="font-semibold">
          <Trans>Guests</Trans>
        </dt>
        <dd>{formatNumber(registration.guestCount)}</dd>
        <dt className="font-semibold">
          <Trans>Event</Trans>
        </dt>
        <dd className="wrap-anywhere">{event ? written(event.title, event.titleBn) : ''}</dd>
        {days.length > 0 && (
          <>
            <dt className="font-semibold">
              <Trans>Days</Trans>
            </dt>
            <dd>
              <ul className="grid gap-0.5">
                {days.map((day) => (
                  <li key={day}>{day}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {taking.length > 0 && (
          <>
            <dt className="font-semibold">
              <Trans>Signed up for</Trans>
            </dt>
            <dd className="wrap-anywhere">{taking.map((slot) => slot.title).join(', ')}</dd>
          </>
        )}
      </dl>
      <PaymentNote registration={registration} event={event} />
      <PartySittings event={event} registration={registration} />
      {confirmed && token && (
        <Button asChild variant="outline" className="justify-self-center">
          <Link to={passPath(registration.id, token)}>
            <Ticket aria-hidden="true" />
            <Trans>Your pass for the door</Trans>
          </Link>
        </Button>
      )}
      {confirmed && event && !event.isPast && (
        <div className="grid justify-items-center gap-2 text-center">
          <p className="text-sm font-semibold text-maroon-soft">
            <Trans>Save the date</Trans>
          </p>
          <CalendarLinks event={event} className="justify-center" />
        </div>
      )}
      <DialogFooter>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogFooter>
    </>
  );
}
