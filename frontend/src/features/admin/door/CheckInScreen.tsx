import * as React from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, CalendarDays, Check, CloudOff, CloudUpload, Search, TriangleAlert, WifiOff, X } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import type { DoorParty as Registration } from '@/lib/api-types';
import { formatFullDate, formatTimeOfDay } from '@/lib/dates';
import { keepForOffline } from '@/lib/offline';
import { paths } from '@/lib/routes';
import { doorListKey, useDoorList } from './door-list';
import { useDoorEvent, useDoorPass } from './door-pass';
import { adminKeys } from '../shell/api/keys';
import { EmptyState, ErrorState } from '../shell/states';
import { isUnauthorized } from '../shell/unauthorized';
import { useCheckInQueue } from './CheckInQueue';
import { Counts } from './Counts';
import { useDayParam } from './day';
import { DayChooser } from './DayChooser';
import { useDoorLists, useScannedId } from './door';
import { PartyList, ScannedParty } from './PartyRow';
import { QrScanButton } from './QrScanner';

/**
 * The door, on a volunteer's phone: find a party by name as you type, one tap to mark it
 * arrived (and one to undo), with the arrived and expected counts always in view. It works
 * without a network: the taps wait on the phone, and the screen says how many, until they are
 * sent. Opened from a confirmation email's QR code (?registration=id), or given the id a scanned
 * code holds, that party comes first, ready for its tap (`ScannedParty`).
 *
 * At a festival of several days the door checks in one day at a time: a chooser of the days
 * (today's chosen when today is one of them), the parties coming that day and their check-ins of
 * that day, and every tap for that day.
 */
export function CheckInScreen({ eventId }: { eventId: string }) {
  const { event, missing, error: eventError, isLoading: eventLoading, retry: retryEvent } = useDoorEvent(eventId);
  const pass = useDoorPass();
  const { pending, door } = useCheckInQueue();
  const { days, day, choose } = door;
  const asked = useDayParam();
  const needsDay = days.length > 0 && !day;
  // The day in the address is read at once, beside the event; without one, the event says
  // whether it has days (and which is today) before the list is read.
  const listKey = event ? (needsDay ? null : doorListKey(eventId, day?.id ?? null)) : asked ? doorListKey(eventId, asked) : null;
  const { registrations, error, isLoading, retry } = useDoorList(listKey);
  const { scannedId, show: showScanned, clear: clearScanned } = useScannedId();
  const scannedCheckIn = React.useRef<HTMLButtonElement>(null);
  const [query, setQuery] = React.useState('');
  // At a festival of two thousand parties the list follows the typing a moment behind, so the
  // search box never waits for it on a slow phone.
  const listQuery = React.useDeferredValue(query);
  const { confirmed, counts, matching, others } = useDoorLists(registrations, pending, listQuery);
  const searchId = React.useId();
  const { t } = useLingui();
  const loaded = Boolean(registrations && event && listKey);
  // Once loaded, the phone keeps what the door opens with, for a reload without a network (the
  // page, which carries the event; the list itself is kept in IndexedDB, with its cursor).
  React.useEffect(() => {
    if (loaded) keepForOffline(pass ? [] : [adminKeys.session]);
  }, [loaded, pass]);

  if (isLoading || eventLoading || (event && listKey && !registrations && !error)) return <CheckInSkeleton />;
  if (missing) {
    return (
      <EmptyState
        icon={X}
        title={t`Event not found`}
        description={t`This event does not exist any more. Choose another from the dashboard.`}
      >
        {!pass && <BackLink />}
      </EmptyState>
    );
  }
  if (eventError || !event || (!needsDay && !registrations)) {
    return (
      <ErrorState
        message={t`We could not load the guest list. Check the connection and try again.`}
        onRetry={() => {
          retry();
          retryEvent();
        }}
      />
    );
  }

  const heading = (
    <div>
      {pass ? (
        <p className="text-sm font-semibold text-maroon-soft">
          <Trans>Door pass: {{ label: pass.label }}</Trans>
        </p>
      ) : (
        <BackLink />
      )}
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
        <Trans>Check-in: {{ title: event.title }}</Trans>
      </h1>
      <p className="text-maroon-soft">
        {formatFullDate(day?.date ?? event.date)}, {event.venue}
      </p>
    </div>
  );
  const chooser = days.length > 0 && <DayChooser days={days} dayId={day?.id ?? null} onChoose={choose} />;
  if (needsDay || !registrations) {
    return (
      <div className="mx-auto grid max-w-2xl gap-4">
        {heading}
        {chooser}
        <EmptyState
          icon={CalendarDays}
          title={t`Choose the day.`}
          description={t`Today is not one of this festival's days. Choose the day you are checking in for.`}
        />
      </div>
    );
  }

  const search = listQuery.trim();
  const scanned = scannedId === null ? undefined : registrations.find((registration) => registration.id === scannedId);
  const dayName = day ? day.title || formatFullDate(day.date) : undefined;

  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      {heading}

      {chooser}

      <Counts {...counts} />

      {error && !isUnauthorized(error) && <OfflineCopy />}

      <SyncStatus />

      <DoorNotices />

      {scannedId !== null && (
        <ScannedParty registration={scanned} dayName={dayName} onDone={clearScanned} checkInRef={scannedCheckIn} />
      )}

      <div className="sticky top-16 z-10 -mx-1 grid gap-1.5 bg-cream/95 px-1 py-2 backdrop-blur-sm">
        <Label htmlFor={searchId} className="text-base">
          <Trans>Find a party</Trans>
        </Label>
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">
            <SearchInput
              id={searchId}
              value={query}
              onChange={(change) => setQuery(change.target.value)}
              placeholder={t`Type a name`}
              autoComplete="off"
              autoCapitalize="words"
              spellCheck={false}
              className="min-h-12 text-lg"
            />
          </div>
          <QrScanButton
            eventId={eventId}
            registrations={registrations}
            onParty={(registration) => showScanned(registration.id)}
            shownId={scannedId}
            checkInRef={scannedCheckIn}
            dayName={dayName}
          />
        </div>
      </div>

      <ExpectedParties
        expected={confirmed.length}
        matching={matching}
        others={others.length}
        search={search}
        scannedId={scannedId}
        dayName={dayName}
      />

      {others.length > 0 && (
        <section aria-labelledby="not-expected-heading" className="grid gap-2">
          <h2 id="not-expected-heading" className="text-lg font-bold">
            <Trans>Not expected</Trans>
          </h2>
          <p className="text-sm text-maroon-soft">
            <Trans>These parties have no confirmed place, so they cannot be checked in.</Trans>
          </p>
          <PartyList label={t`Parties without a place`} parties={others} highlightedId={null} />
        </section>
      )}
    </div>
  );
}

function BackLink() {
  return (
    <Button asChild variant="ghost" className="-ml-3">
      <Link to={paths.admin}>
        <ArrowLeft aria-hidden="true" />
        <Trans>Dashboard</Trans>
      </Link>
    </Button>
  );
}

function CheckInSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" role="status" aria-label={t`Loading the guest list`} className="mx-auto grid max-w-2xl gap-4">
      <Skeleton className="h-16" />
      <Skeleton className="h-24" />
      <Skeleton className="h-12" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-20" />
      ))}
    </div>
  );
}

/** The expected parties that match the search, or why there are none. */
const ExpectedParties = React.memo(function ExpectedParties({
  expected,
  matching,
  others,
  search,
  scannedId,
  dayName,
}: {
  expected: number;
  matching: readonly Registration[];
  /** How many parties without a place match. */
  others: number;
  search: string;
  scannedId: number | null;
  /** The festival day shown, when the event has days. */
  dayName?: string;
}) {
  const { t } = useLingui();
  if (expected === 0) {
    return (
      <EmptyState
        icon={Check}
        title={t`Nobody is expected`}
        description={dayName ? t`No party with a confirmed place is coming on ${dayName}.` : t`No party has a confirmed place at this event.`}
      />
    );
  }
  if (matching.length === 0 && others === 0) {
    return (
      <EmptyState
        icon={Search}
        title={t`No one by that name`}
        description={t`No party's name contains "${search}". Try part of the name, or the family name.`}
      />
    );
  }
  if (matching.length === 0) {
    return (
      <p className="text-maroon-soft">
        <Trans>No expected party&apos;s name contains &quot;{search}&quot;.</Trans>
      </p>
    );
  }
  return <PartyList label={t`Expected parties`} parties={matching} highlightedId={scannedId} />;
});

/** The list could not be read again: the copy on the phone is shown, and may be behind. */
function OfflineCopy() {
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg bg-cream px-3 py-2 text-maroon-soft">
      <WifiOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <Trans>No connection: this is the list kept on this phone. Other phones&apos; check-ins show when the network is back.</Trans>
    </p>
  );
}

/** How many taps wait to be sent, and when all have been. */
function SyncStatus() {
  const { waiting, stalled, synced } = useCheckInQueue();
  if (waiting > 0) {
    return (
      <div role="status" className="flex items-start gap-2 rounded-lg bg-marigold-light px-3 py-2">
        <CloudOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          <span className="font-semibold">
            <Plural value={waiting} one="# check-in waiting to sync" other="# check-ins waiting to sync" />
          </span>{' '}
          {stalled ? (
            <Trans>They are kept on this phone and sent when the network is back, even if you close this page.</Trans>
          ) : (
            <Trans>Sending…</Trans>
          )}
        </p>
      </div>
    );
  }
  if (!synced) return null;
  return (
    <p role="status" className="flex items-center gap-2 rounded-lg bg-cream px-3 py-2 font-semibold text-leaf">
      <CloudUpload className="size-5 shrink-0" aria-hidden="true" />
      <Trans>All check-ins are synced.</Trans>
    </p>
  );
}

/** What syncs found: parties another phone had already checked in, and taps the server refused. */
function DoorNotices() {
  const { notices, dismiss } = useCheckInQueue();
  const { t } = useLingui();
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="door-notices-heading" className="grid gap-2 rounded-xl border-2 border-marigold bg-white p-3">
      <h2 id="door-notices-heading" className="flex items-center gap-2 font-bold">
        <TriangleAlert className="size-5 text-sindoor-dark" aria-hidden="true" />
        <Trans>Found while syncing</Trans>
      </h2>
      <ul aria-label={t`Found while syncing`} className="grid gap-2">
        {notices.map((notice) => {
          const name = notice.fullName;
          const time = notice.checkedInAt ? formatTimeOfDay(notice.checkedInAt) : '';
          return (
            <li key={notice.tapId} className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-2 first:border-0 first:pt-0">
              <p className="min-w-0">
                <span className="font-semibold">{name}</span>:{' '}
                {notice.kind === 'conflict' ? (
                  time ? (
                    <Trans>already checked in at {time} by another phone. The earlier time is kept.</Trans>
                  ) : (
                    <Trans>checked in by another phone, then undone there.</Trans>
                  )
                ) : (
                  notice.message
                )}
              </p>
              <Button variant="ghost" size="sm" className="min-h-11" aria-label={t`Dismiss the note on ${name}`} onClick={() => dismiss(notice.tapId)}>
                <Trans>Dismiss</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
