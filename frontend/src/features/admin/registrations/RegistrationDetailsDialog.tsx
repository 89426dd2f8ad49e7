import type * as React from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatClock, formatDayOfFestival, formatTimeOfDay, formatTimestamp } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n';
import type { Event, Registration } from '@/lib/api-types';
import { Email } from '../shell/Email';
import { StatusBadge } from './StatusBadge';
import { dayArrivals } from './arrivals';

export function RegistrationDetailsDialog({
  registration,
  event,
  onClose,
}: {
  registration: Registration | null;
  /** The registration's event, for the titles of the slots it took. */
  event: Event | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={registration !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Registration Details</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Everything this visitor told us when registering.</Trans>
          </DialogDescription>
        </DialogHeader>
        {registration && (
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label={t`Name`} value={registration.fullName} />
            <Detail label={t`Email`} value={<Email address={registration.email} />} />
            <Detail label={t`Phone`} value={registration.phone || t`Not provided`} />
            <Detail label={t`Number of Guests`} value={formatNumber(registration.guestCount)} />
            {(event?.days ?? []).length > 0 && (
              <Detail label={t`Days`} value={dayTitles(registration, event)} wide />
            )}
            <Detail label={t`Registration Date`} value={formatTimestamp(registration.createdAt)} />
            <div>
              <dt className="text-sm font-semibold text-maroon-soft">
                <Trans>Status</Trans>
              </dt>
              <dd className="mt-1">
                <StatusBadge registration={registration} />
              </dd>
            </div>
            <Detail label={t`Children`} value={formatNumber(registration.children)} />
            {event?.mealsServed !== false && (
              <Detail label={t`Vegetarian Meals`} value={formatNumber(registration.vegetarianMeals)} />
            )}
            <Detail
              label={t`Photo Consent`}
              value={registration.photoConsent ? t`Yes` : t`No, keep them out of the gallery`}
            />
            <Detail label={t`Checked In`} value={checkedIn(registration, event) || t`Not yet`} wide={Boolean(event?.days?.length)} />
            <Detail label={t`Dietary Notes`} value={registration.dietaryNotes || t`None`} wide />
            <Detail label={t`Signed Up For`} value={slotTitles(registration, event) || t`Nothing`} wide />
            {(event?.sittings ?? []).length > 0 && (
              <Detail label={t`Sittings`} value={sittingTitles(registration, event) || t`None`} wide />
            )}
            <Detail label={t`Notes`} value={registration.notes || t`No notes provided`} wide />
          </dl>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** When the party arrived; at a festival, each day it came ("Saptami, 6:05 PM; Ashtami, 7:10 PM"). */
function checkedIn(registration: Registration, event: Event | undefined): string {
  const arrivals = dayArrivals(registration, event?.days);
  if (arrivals === null) return registration.checkedInAt ? formatTimestamp(registration.checkedInAt) : '';
  return arrivals.map((arrival) => `${arrival.day}, ${formatTimeOfDay(arrival.checkedInAt)}`).join('; ');
}

/** "Saptami, Ashtami": the festival days the party comes, in order (a day without a title by its date). */
function dayTitles(registration: Registration, event: Event | undefined): string {
  const chosen = new Set(registration.dayIds ?? []);
  return (event?.days ?? [])
    .filter((day) => day.id !== undefined && chosen.has(day.id))
    .map((day) => day.title || formatDayOfFestival(day.date))
    .join(', ');
}

function slotTitles(registration: Registration, event: Event | undefined): string {
  const slots = event?.slots ?? [];
  return (registration.slotIds ?? [])
    .map((id) => slots.find((slot) => slot.id === id)?.title)
    .filter(Boolean)
    .join(', ');
}

/** "Pushpanjali 9:40 AM (Ashtami), Bhog 1:00 PM (Ashtami)": the timed sittings the party booked. */
function sittingTitles(registration: Registration, event: Event | undefined): string {
  const booked = new Set(registration.sittingIds ?? []);
  const days = new Map((event?.days ?? []).map((day) => [day.id, day]));
  return (event?.sittings ?? [])
    .filter((sitting) => sitting.id !== undefined && booked.has(sitting.id))
    .map((sitting) => {
      const day = sitting.dayId == null ? undefined : days.get(sitting.dayId);
      const when = day ? ` (${day.title || formatDayOfFestival(day.date)})` : '';
      return `${sitting.title} ${formatClock(sitting.startTime)}${when}`;
    })
    .join(', ');
}

function Detail({ label, value, wide }: { label: string; value: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-semibold text-maroon-soft">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words">{value}</dd>
    </div>
  );
}
