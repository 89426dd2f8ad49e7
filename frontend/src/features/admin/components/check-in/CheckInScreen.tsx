import * as React from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ArrowLeft, Check, CloudOff, QrCode, Search, Undo2, X } from 'lucide-react';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import type { Registration } from '@/lib/api-types';
import { formatFullDate } from '@/lib/dates';
import { formatNumber, i18n } from '@/lib/i18n';
import { paths } from '@/lib/routes';
import { cn } from '@/lib/utils';
import { useDoorList } from '../../api/check-in';
import { useAdminEvents } from '../../api/events';
import { formatTime } from '../../format';
import { EmptyState, ErrorState, Spinner } from '../states';
import { StatusBadge } from '../registrations/StatusBadge';
import { useCheckInQueue, type PendingCheckIn } from './CheckInQueue';

/** Lower case, without accents, so "Sen" finds "Sén" and the reverse. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function matchesName(registration: Registration, query: string): boolean {
  const needle = folded(query.trim());
  return !needle || folded(registration.fullName).includes(needle);
}

function byName(a: Registration, b: Registration) {
  return a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' });
}

/** Whether a party shows as arrived: the volunteer's unsaved tap, else the server's record. */
function isArrived(registration: Registration, pending: PendingCheckIn | undefined): boolean {
  return pending ? pending.arrived : Boolean(registration.checkedInAt);
}

/**
 * The door, on a volunteer's phone: find a party by name as you type, one tap to mark it
 * arrived (and one to undo), with the arrived and expected counts always in view. Opened from a
 * confirmation email's QR code (?registration=id), that party comes first, ready for its tap.
 */
export function CheckInScreen({ eventId }: { eventId: string }) {
  const { events, error: eventsError, isLoading: eventsLoading, retry: retryEvents } = useAdminEvents();
  const { registrations, error, isLoading, retry } = useDoorList(eventId);
  const { pending } = useCheckInQueue();
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = React.useState('');
  const scannedId = Number(searchParams.get('registration')) || null;
  const event = events?.find((candidate) => String(candidate.id) === eventId);
  const searchId = React.useId();
  const { t } = useLingui();

  if (isLoading || eventsLoading) return <CheckInSkeleton />;
  if (error || eventsError || !registrations || !events) {
    return (
      <ErrorState
        message={t`We could not load the guest list. Check the connection and try again.`}
        onRetry={() => {
          retry();
          retryEvents();
        }}
      />
    );
  }
  if (!event) {
    return (
      <EmptyState
        icon={X}
        title={t`Event not found`}
        description={t`This event does not exist any more. Choose another from the dashboard.`}
      >
        <BackLink />
      </EmptyState>
    );
  }

  const confirmed = registrations.filter((registration) => registration.status === 'confirmed').sort(byName);
  const arrived = confirmed.filter((registration) => isArrived(registration, pending[registration.id]));
  const expectedGuests = confirmed.reduce((sum, registration) => sum + registration.guestCount, 0);
  const arrivedGuests = arrived.reduce((sum, registration) => sum + registration.guestCount, 0);
  const unsaved = Object.values(pending).filter((tap) => tap.retrying).length;

  const matching = confirmed.filter((registration) => matchesName(registration, query));
  // Parties without a place are not expected; they are shown only to a search, so the volunteer
  // can tell them why they are not on the list.
  const others = query.trim()
    ? registrations.filter((registration) => registration.status !== 'confirmed' && matchesName(registration, query)).sort(byName)
    : [];
  const search = query.trim();
  const scanned = scannedId === null ? undefined : registrations.find((registration) => registration.id === scannedId);

  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <div>
        <BackLink />
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
          <Trans>Check-in: {{ title: event.title }}</Trans>
        </h1>
        <p className="text-maroon-soft">
          {formatFullDate(event.date)}, {event.venue}
        </p>
      </div>

      <Counts
        arrivedParties={arrived.length}
        expectedParties={confirmed.length}
        arrivedGuests={arrivedGuests}
        expectedGuests={expectedGuests}
      />

      {unsaved > 0 && (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-marigold-light px-3 py-2 font-semibold">
          <CloudOff className="size-5 shrink-0" aria-hidden="true" />
          <Trans>
            <Plural value={unsaved} one="# tap is" other="# taps are" /> not saved yet; trying again. Keep this page open.
          </Trans>
        </p>
      )}

      {scannedId !== null && (
        <ScannedParty
          registration={scanned}
          onDone={() =>
            setSearchParams(
              (params) => {
                params.delete('registration');
                return params;
              },
              { replace: true },
            )
          }
        />
      )}

      <div className="sticky top-16 z-10 -mx-1 grid gap-1.5 bg-cream/95 px-1 py-2 backdrop-blur-sm">
        <Label htmlFor={searchId} className="text-base">
          <Trans>Find a party</Trans>
        </Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-maroon-soft" aria-hidden="true" />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(change) => setQuery(change.target.value)}
            placeholder={t`Type a name`}
            autoComplete="off"
            autoCapitalize="words"
            spellCheck={false}
            className="min-h-12 pl-10 text-lg"
          />
        </div>
      </div>

      {confirmed.length === 0 ? (
        <EmptyState icon={Check} title={t`Nobody is expected`} description={t`No party has a confirmed place at this event.`} />
      ) : matching.length === 0 && others.length === 0 ? (
        <EmptyState
          icon={Search}
          title={t`No one by that name`}
          description={t`No party's name contains "${search}". Try part of the name, or the family name.`}
        />
      ) : matching.length === 0 ? (
        <p className="text-maroon-soft">
          <Trans>No expected party&apos;s name contains &quot;{search}&quot;.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Expected parties`} className="grid gap-2">
          {matching.map((registration) => (
            <PartyRow key={registration.id} registration={registration} highlighted={registration.id === scannedId} />
          ))}
        </ul>
      )}

      {others.length > 0 && (
        <section aria-labelledby="not-expected-heading" className="grid gap-2">
          <h2 id="not-expected-heading" className="text-lg font-bold">
            <Trans>Not expected</Trans>
          </h2>
          <p className="text-sm text-maroon-soft">
            <Trans>These parties have no confirmed place, so they cannot be checked in.</Trans>
          </p>
          <ul aria-label={t`Parties without a place`} className="grid gap-2">
            {others.map((registration) => (
              <PartyRow key={registration.id} registration={registration} highlighted={false} />
            ))}
          </ul>
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

function Counts({
  arrivedParties,
  expectedParties,
  arrivedGuests,
  expectedGuests,
}: {
  arrivedParties: number;
  expectedParties: number;
  arrivedGuests: number;
  expectedGuests: number;
}) {
  const { t } = useLingui();
  const expectedPartyCount = formatNumber(expectedParties);
  const expectedGuestCount = formatNumber(expectedGuests);
  return (
    <Card>
      <CardContent className="grid grid-cols-2 gap-3 pt-4 sm:pt-5">
        <div aria-label={t`Parties arrived`} role="group" className="rounded-xl bg-cream/70 px-3 py-2">
          <p className="text-sm font-semibold text-maroon-soft">
            <Trans>Parties arrived</Trans>
          </p>
          <p className="text-3xl font-extrabold tabular-nums">
            {formatNumber(arrivedParties)}
            <span className="text-lg font-semibold text-maroon-soft">
              {' '}
              <Trans>of {expectedPartyCount}</Trans>
            </span>
          </p>
        </div>
        <div aria-label={t`Guests arrived`} role="group" className="rounded-xl bg-cream/70 px-3 py-2">
          <p className="text-sm font-semibold text-maroon-soft">
            <Trans>Guests arrived</Trans>
          </p>
          <p className="text-3xl font-extrabold tabular-nums">
            {formatNumber(arrivedGuests)}
            <span className="text-lg font-semibold text-maroon-soft">
              {' '}
              <Trans>of {expectedGuestCount}</Trans>
            </span>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function partyDetails({ guestCount, children }: Registration): string {
  return children > 0
    ? i18n._(
        msg`${plural(guestCount, { one: '# guest', other: '# guests' })} (${plural(children, { one: '# child', other: '# children' })})`,
      )
    : i18n._(msg`${plural(guestCount, { one: '# guest', other: '# guests' })}`);
}

/** One party: who, how many, and the one button the volunteer needs. */
function PartyRow({ registration, highlighted }: { registration: Registration; highlighted: boolean }) {
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

function CheckInButton({ registration, arrived }: { registration: Registration; arrived: boolean }) {
  const { setArrived } = useCheckInQueue();
  const { t } = useLingui();
  const name = registration.fullName;
  if (registration.status !== 'confirmed') return null;
  return arrived ? (
    <Button
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

/** The party whose QR code was scanned, first and ready for its one tap. */
function ScannedParty({ registration, onDone }: { registration: Registration | undefined; onDone: () => void }) {
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
          <CheckInButton registration={registration} arrived={isArrived(registration, pending[registration.id])} />
        </div>
      ) : (
        <p className="font-semibold">
          <Trans>This code is not for this event, or its registration was deleted.</Trans>
        </p>
      )}
    </section>
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

