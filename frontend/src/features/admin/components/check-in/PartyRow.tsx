import * as React from 'react';
import { Check, CloudOff, QrCode, Undo2 } from 'lucide-react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { Registration } from '@/lib/api-types';
import { i18n } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { formatTime } from '../../format';
import { Spinner } from '../states';
import { StatusBadge } from '../registrations/StatusBadge';
import { useCheckInQueue, type PendingCheckIn } from './CheckInQueue';

/** Whether a party shows as arrived: the volunteer's unsaved tap, else the server's record. */
export function isArrived(registration: Registration, pending: PendingCheckIn | undefined): boolean {
  return pending ? pending.arrived : Boolean(registration.checkedInAt);
}

function partyDetails({ guestCount, children }: Registration): string {
  return children > 0
    ? i18n._(
        msg`${plural(guestCount, { one: '# guest', other: '# guests' })} (${plural(children, { one: '# child', other: '# children' })})`,
      )
    : i18n._(msg`${plural(guestCount, { one: '# guest', other: '# guests' })}`);
}

/** One party: who, how many, and the one button the volunteer needs. */
export function PartyRow({ registration, highlighted }: { registration: Registration; highlighted: boolean }) {
  const { pending, refused } = useCheckInQueue();
  const tap = pending[registration.id];
  const arrived = isArrived(registration, tap);
  return (
    <li
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-white p-3 shadow-sm',
        highlighted ? 'border-sindoor ring-2 ring-sindoor' : 'border-line',
        arrived && 'bg-cream/60',
      )}
    >
      <div className="min-w-0">
        <p className="text-lg font-bold break-words">{registration.fullName}</p>
        <p className="text-maroon-soft">{partyDetails(registration)}</p>
        <PartyState registration={registration} tap={tap} refusal={refused[registration.id]} />
      </div>
      <CheckInButton registration={registration} arrived={arrived} />
    </li>
  );
}

function PartyState({
  registration,
  tap,
  refusal,
}: {
  registration: Registration;
  tap: PendingCheckIn | undefined;
  refusal: string | undefined;
}) {
  if (refusal) {
    return (
      <p role="alert" className="mt-1 text-sm font-semibold text-sindoor-dark">
        {refusal}
      </p>
    );
  }
  if (registration.status !== 'confirmed') return <StatusBadge registration={registration} />;
  if (tap?.retrying) {
    return (
      <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-sindoor-dark">
        <CloudOff className="size-4" aria-hidden="true" />
        <Trans>Not saved yet, trying again</Trans>
      </p>
    );
  }
  if (tap) {
    return (
      <p className="mt-1 flex items-center gap-1.5 text-sm text-maroon-soft">
        <Spinner className="size-4" />
        <Trans>Saving</Trans>
      </p>
    );
  }
  if (registration.checkedInAt) {
    return (
      <p className="mt-1 text-sm font-semibold text-leaf">
        <Trans>Arrived {{ time: formatTime(registration.checkedInAt) }}</Trans>
      </p>
    );
  }
  return null;
}

function CheckInButton({
  registration,
  arrived,
  buttonRef,
}: {
  registration: Registration;
  arrived: boolean;
  buttonRef?: React.Ref<HTMLButtonElement>;
}) {
  const { setArrived } = useCheckInQueue();
  const { t } = useLingui();
  const name = registration.fullName;
  if (registration.status !== 'confirmed') return null;
  return arrived ? (
    <Button
      ref={buttonRef}
      variant="outline"
      size="lg"
      className="min-h-12 max-sm:w-full"
      aria-label={t`Undo check-in of ${name}`}
      onClick={() => setArrived(registration, false)}
    >
      <Undo2 aria-hidden="true" />
      <Trans>Undo</Trans>
    </Button>
  ) : (
    <Button
      ref={buttonRef}
      size="lg"
      className="min-h-12 max-sm:w-full"
      aria-label={t`Check in ${name}`}
      onClick={() => setArrived(registration, true)}
    >
      <Check aria-hidden="true" />
      <Trans>Check in</Trans>
    </Button>
  );
}

/** The party whose QR code was scanned, first and ready for its one tap (`checkInRef`'s button). */
export function ScannedParty({
  registration,
  onDone,
  checkInRef,
}: {
  registration: Registration | undefined;
  onDone: () => void;
  checkInRef?: React.Ref<HTMLButtonElement>;
}) {
  const { pending, refused } = useCheckInQueue();
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border-2 border-sindoor bg-white p-4 shadow-md">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-sindoor-dark">
          <QrCode className="size-5" aria-hidden="true" />
          <Trans>Scanned code</Trans>
        </h2>
        <Button variant="ghost" size="sm" className="min-h-11" onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </div>
      {registration ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="text-2xl font-extrabold break-words">{registration.fullName}</p>
            <p className="text-maroon-soft">{partyDetails(registration)}</p>
            <PartyState registration={registration} tap={pending[registration.id]} refusal={refused[registration.id]} />
          </div>
          <CheckInButton
            registration={registration}
            arrived={isArrived(registration, pending[registration.id])}
            buttonRef={checkInRef}
          />
        </div>
      ) : (
        <p className="font-semibold">
          <Trans>This code is not for this event, or its registration was deleted.</Trans>
        </p>
      )}
    </section>
  );
}
