import * as React from 'react';
import { Check, CloudOff, QrCode, Undo2, UserPlus, Users } from 'lucide-react';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { DoorParty as Registration } from '@/lib/api-types';
import { formatNumber, i18n, pluralForm } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { formatTimeOfDay } from '@/lib/dates';
import { Spinner } from '../shell/states';
import { StatusBadge } from '../registrations/StatusBadge';
import { useWindowedRows } from '../shell/windowed-rows';
import { arrivedCount, isArrived, useCheckInQueue, type PendingCheckIn } from './CheckInQueue';

/**
 * "3 guests (1 child)". The counts are written by `formatNumber` and their plural forms chosen by
 * `pluralForm`, not by Lingui's `plural`, whose first use builds an `Intl.NumberFormat`: on a slow
 * phone that was the door's most costly line of its first render.
 */
function partyDetails({ guestCount, children }: Registration): string {
  const guests = formatNumber(guestCount);
  const kids = formatNumber(children);
  return children > 0
    ? i18n._(
        msg`${select(pluralForm(guestCount), { one: `${guests} guest`, other: `${guests} guests` })} (${select(pluralForm(children), { one: `${kids} child`, other: `${kids} children` })})`,
      )
    : i18n._(msg`${select(pluralForm(guestCount), { one: `${guests} guest`, other: `${guests} guests` })}`);
}

const partyKey = (registration: Registration) => registration.id;

/**
 * Parties, a row each, `highlightedId`'s marked. A long list (a festival's two thousand parties)
 * is drawn a window at a time as the page scrolls, each row saying where it stands in the whole
 * (`aria-posinset` of `aria-setsize`).
 */
export const PartyList = React.memo(function PartyList({
  label,
  parties,
  highlightedId,
}: {
  label: string;
  parties: readonly Registration[];
  highlightedId: number | null;
}) {
  const { windowed, listRef, rows, spaceAfter, measureRow, focusRow } = useWindowedRows<Registration, HTMLUListElement>({
    rows: parties,
    getKey: partyKey,
    // A phone's row: the name, its size and state, and the buttons on a line of their own.
    estimateSize: 150,
    overscan: 6,
  });
  return (
    <ul
      ref={listRef}
      aria-label={label}
      className={cn('grid gap-2', windowed && '[overflow-anchor:none]')}
      style={spaceAfter > 0 ? { paddingBottom: spaceAfter } : undefined}
    >
      {rows.map(({ row: registration, index, key, spaceBefore }) => (
        <PartyRow
          key={key}
          ref={measureRow}
          data-index={windowed ? index : undefined}
          aria-setsize={windowed ? parties.length : undefined}
          aria-posinset={windowed ? index + 1 : undefined}
          onFocus={focusRow && (() => focusRow(key))}
          style={spaceBefore > 0 ? { marginTop: spaceBefore } : undefined}
          registration={registration}
          highlighted={registration.id === highlightedId}
        />
      ))}
    </ul>
  );
});

/** One party: who, how many, and the buttons the volunteer needs. */
function PartyRow({
  registration,
  highlighted,
  ...item
}: { registration: Registration; highlighted: boolean } & Omit<React.ComponentProps<'li'>, 'className' | 'children'>) {
  const { pending } = useCheckInQueue();
  const arrived = isArrived(registration, pending[registration.id]);
  return (
    <li
      {...item}
      className={cn(
        'grid gap-3 rounded-xl border bg-white p-3 shadow-sm',
        highlighted ? 'border-sindoor ring-2 ring-sindoor' : 'border-line',
        arrived && 'bg-cream/60',
      )}
    >
      <PartyCard registration={registration} nameClassName="text-lg font-bold" />
    </li>
  );
}

/** The party's name, size and state, with its buttons: in a row of the list or the scanned card. */
function PartyCard({
  registration,
  nameClassName,
  buttonRef,
}: {
  registration: Registration;
  nameClassName: string;
  buttonRef?: React.Ref<HTMLButtonElement>;
}) {
  const { pending, notices, stalled } = useCheckInQueue();
  const tap = pending[registration.id];
  const refusal = notices.find((notice) => notice.registrationId === registration.id && notice.kind === 'refused');
  return (
    // The party it is, by which a tap on the server's first screen is made again on the app's (src/lib/screen-hold.ts).
    <div data-party={registration.id} className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p className={cn('break-words', nameClassName)}>{registration.fullName}</p>
        <p className="text-maroon-soft">{partyDetails(registration)}</p>
        <PartyState registration={registration} tap={tap} stalled={stalled} refusal={refusal?.message} />
      </div>
      <CheckInButtons registration={registration} tap={tap} buttonRef={buttonRef} />
    </div>
  );
}

function PartyState({
  registration,
  tap,
  stalled,
  refusal,
}: {
  registration: Registration;
  tap: PendingCheckIn | undefined;
  stalled: boolean;
  refusal: string | undefined;
}) {
  if (refusal) {
    return (
      <p role="alert" className="mt-1 text-sm font-semibold text-sindoor-dark">
        {refusal}
      </p>
    );
  }
  if (registration.status !== 'confirmed') return <StatusBadge registration={{ status: registration.status, waitlistPosition: null }} />;
  const came = arrivedCount(registration, tap);
  const partly = came > 0 && came < registration.guestCount;
  const total = formatNumber(registration.guestCount);
  const count = formatNumber(came);
  const part = partly && (
    <span className="font-semibold text-sindoor-dark">
      <Trans>Partly in: {count} of {total} arrived</Trans>
    </span>
  );
  if (tap) {
    return (
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-maroon-soft">
        {part}
        {stalled ? (
          <span className="flex items-center gap-1.5 font-semibold text-sindoor-dark">
            <CloudOff className="size-4" aria-hidden="true" />
            <Trans>Waiting to sync</Trans>
          </span>
        ) : (
          <span className="flex items-center gap-1.5">
            <Spinner className="size-4" />
            <Trans>Saving</Trans>
          </span>
        )}
      </p>
    );
  }
  if (!registration.checkedInAt) return null;
  const time = formatTimeOfDay(registration.checkedInAt);
  return partly ? (
    <p className="mt-1 text-sm">
      {part} <span className="text-maroon-soft">· {time}</span>
    </p>
  ) : (
    <p className="mt-1 text-sm font-semibold text-leaf">
      <Trans>Arrived {time}</Trans>
    </p>
  );
}

/**
 * "Check in" for the whole party, or "Some came" to say how many (the grandparents follow
 * later); a party partly in gets "The rest came"; an arrived party gets "Undo".
 */
function CheckInButtons({
  registration,
  tap,
  buttonRef,
}: {
  registration: Registration;
  tap: PendingCheckIn | undefined;
  /** The button a scanned code focuses: "Check in", or "Undo" once the party is in. */
  buttonRef?: React.Ref<HTMLButtonElement>;
}) {
  const { setArrived } = useCheckInQueue();
  const [choosing, setChoosing] = React.useState(false);
  const { t } = useLingui();
  const name = registration.fullName;
  if (registration.status !== 'confirmed') return null;
  const came = arrivedCount(registration, tap);

  if (isArrived(registration, tap)) {
    return (
      <div className="flex flex-wrap gap-2 max-sm:w-full">
        {came < registration.guestCount && (
          <Button
            size="lg"
            className="min-h-12 px-4 max-sm:flex-1"
            aria-label={t`The rest of ${name}'s party came`}
            onClick={() => setArrived(registration, true)}
          >
            <UserPlus aria-hidden="true" />
            <Trans>The rest came</Trans>
          </Button>
        )}
        <Button
          ref={buttonRef}
          variant="outline"
          size="lg"
          className="min-h-12 px-4 max-sm:flex-1"
          aria-label={t`Undo check-in of ${name}`}
          onClick={() => setArrived(registration, false)}
        >
          <Undo2 aria-hidden="true" />
          <Trans>Undo</Trans>
        </Button>
      </div>
    );
  }

  const sizes = Array.from({ length: registration.guestCount - 1 }, (_, index) => index + 1);
  return (
    <div className="grid gap-2 max-sm:w-full">
      <div className="flex flex-wrap gap-2">
        <Button
          ref={buttonRef}
          size="lg"
          className="min-h-12 px-4 max-sm:flex-1"
          aria-label={t`Check in ${name}`}
          onClick={() => setArrived(registration, true)}
        >
          <Check aria-hidden="true" />
          <Trans>Check in</Trans>
        </Button>
        {sizes.length > 0 && (
          <Button
            variant="outline"
            size="lg"
            className="min-h-12 px-4"
            aria-expanded={choosing}
            aria-label={t`Only some of ${name}'s party came`}
            onClick={() => setChoosing((open) => !open)}
          >
            <Users aria-hidden="true" />
            <Trans>Some</Trans>
          </Button>
        )}
      </div>
      {choosing && (
        <div role="group" aria-label={t`How many of ${name}'s party came?`} className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold">
            <Trans>How many came?</Trans>
          </span>
          {sizes.map((size) => {
            const count = formatNumber(size);
            return (
              <Button
                key={size}
                variant="outline"
                className="min-h-11 min-w-11"
                aria-label={t`${count} of ${name}'s party came`}
                onClick={() => {
                  setChoosing(false);
                  setArrived(registration, true, size);
                }}
              >
                {count}
              </Button>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** The party whose QR code was scanned, first and ready for its one tap (`checkInRef`'s button). */
function NotOnTheDay({ day }: { day: string }) {
  return (
    <p className="font-semibold">
      <Trans>This party is not on the list for {day}: it is not coming that day, or its registration was deleted.</Trans>
    </p>
  );
}

export function ScannedParty({
  registration,
  dayName,
  onDone,
  checkInRef,
}: {
  registration: Registration | undefined;
  /** At a festival, the day the list is of. */
  dayName?: string;
  onDone: () => void;
  checkInRef?: React.Ref<HTMLButtonElement>;
}) {
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
        <PartyCard registration={registration} nameClassName="text-2xl font-extrabold" buttonRef={checkInRef} />
      ) : dayName ? (
        <NotOnTheDay day={dayName} />
      ) : (
        <p className="font-semibold">
          <Trans>This code is not for this event, or its registration was deleted.</Trans>
        </p>
      )}
    </section>
  );
}
