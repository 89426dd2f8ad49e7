import '@/features/events/messages';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, CalendarDays, MapPin, Users } from 'lucide-react';
import { select, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import type { RegistrationPass } from '@/lib/api-types';
import { formatDateRange, formatDayOfFestival } from '@/lib/dates';
import { formatNumber, pluralForm } from '@/lib/i18n';
import { useManageToken } from '@/lib/manage-link';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/routes';
import { useRegistrationPass } from '../../api/registrations';
import { useWritten } from '@/lib/written';

function positiveInt(value: string | undefined): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

/** "4 people, 1 child". */
function partyText(guests: number, children: number): string {
  const number = formatNumber(guests);
  const people = pluralForm(guests);
  const party = select(people, { one: `${number} person`, other: `${number} people` });
  if (children === 0) return party;
  const kids = formatNumber(children);
  const childForm = pluralForm(children);
  return translate`${party}, ${select(childForm, { one: `${kids} child`, other: `${kids} children` })}`;
}

function StatusBadge({ pass }: { pass: RegistrationPass }) {
  if (pass.checkedInAt)
    return (
      <Badge variant="success">
        <Trans>Checked in</Trans>
      </Badge>
    );
  switch (pass.status) {
    case 'confirmed':
      return (
        <Badge variant="success">
          <Trans>Confirmed</Trans>
        </Badge>
      );
    case 'waitlisted':
      return (
        <Badge variant="secondary">
          <Trans>Waiting list</Trans>
        </Badge>
      );
    default:
      return (
        <Badge variant="muted">
          <Trans>Cancelled</Trans>
        </Badge>
      );
  }
}

function NotFound() {
  return (
    <Card className="mx-auto w-full max-w-lg text-center">
      <CardContent className="grid justify-items-center gap-4 pt-8 sm:pt-8">
        <h1 className="text-2xl font-bold">
          <Trans>We couldn't find this pass</Trans>
        </h1>
        <p className="text-maroon-soft">
          <Trans>Open the pass link in your registration email again; it works only with its own key.</Trans>
        </p>
        <Button asChild>
          <Link to={paths.events}>
            <ArrowLeft aria-hidden="true" />
            <Trans>All events</Trans>
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The door's code, or why there is none yet. */
function DoorCode({ pass }: { pass: RegistrationPass }) {
  const { t } = useLingui();
  const name = pass.fullName;
  if (pass.checkInCode)
    return (
      <div className="grid justify-items-center gap-3 rounded-xl bg-white p-4 text-center shadow-sm">
        <img
          src={pass.checkInCode}
          alt={t`Check-in code for ${name}`}
          width={240}
          height={240}
          className="size-60 max-w-full"
        />
        <p className="font-semibold">
          <Trans>At the door, show this code to a volunteer. They check your party in with one tap.</Trans>
        </p>
      </div>
    );
  return (
    <p className="rounded-xl bg-cream p-4 text-maroon-soft">
      {pass.status === 'waitlisted' ? (
        <Trans>You're on the waiting list. We'll email you as soon as seats free up, and your code for the door appears here.</Trans>
      ) : (
        <Trans>This registration was cancelled, so there is no code for the door. You're welcome to register again if there's room.</Trans>
      )}
    </p>
  );
}

function PassCard({ pass }: { pass: RegistrationPass }) {
  const written = useWritten();
  const days = pass.days.map((day) => {
    const title = written(day.title, day.titleBn);
    return title ? `${title} (${formatDayOfFestival(day.date)})` : formatDayOfFestival(day.date);
  });
  const manage = `${paths.events}?register=${pass.eventId}&registration=${pass.id}`;
  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader className="gap-2">
        <p className="text-sm font-semibold tracking-wide text-sindoor-dark uppercase">
          <Trans>Your pass</Trans>
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold wrap-anywhere">{pass.fullName}</h1>
          <StatusBadge pass={pass} />
        </div>
        <p className="flex items-center gap-2 text-lg">
          <Users className="size-5 shrink-0 text-sindoor-dark" aria-hidden="true" />
          {partyText(pass.guestCount, pass.children)}
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <DoorCode pass={pass} />
        <div className="grid gap-2">
          <h2 className="text-xl font-bold wrap-anywhere">{written(pass.eventTitle, pass.eventTitleBn)}</h2>
          <p className="flex gap-2">
            <CalendarDays className="mt-0.5 size-5 shrink-0 text-sindoor-dark" aria-hidden="true" />
            <span>
              {formatDateRange(pass.eventDate, pass.eventEndDate)}
              {pass.eventTime && `, ${pass.eventTime}`}
            </span>
          </p>
          <p className="flex gap-2">
            <MapPin className="mt-0.5 size-5 shrink-0 text-sindoor-dark" aria-hidden="true" />
            <span className="wrap-anywhere">
              {pass.venue}
              {pass.address && `, ${pass.address}`}
            </span>
          </p>
        </div>
        {days.length > 0 && (
          <div className="grid gap-1">
            <h3 className="font-semibold">
              <Trans>Your days</Trans>
            </h3>
            <ul className="grid list-disc gap-1 pl-5">
              {days.map((day) => (
                <li key={day}>{day}</li>
              ))}
            </ul>
          </div>
        )}
        <Link to={manage} className="font-semibold text-sindoor-dark hover:underline">
          <Trans>Change or cancel your registration</Trans>
        </Link>
      </CardContent>
    </Card>
  );
}

/** /pass/{id}?token=…: a guest's pass, opened from the emailed link, to show at the door. */
export default function PassPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const registrationId = positiveInt(id);
  // The link's token is kept in this browser (and out of the address bar): the pass opens again here.
  const { pending } = useManageToken('registration', registrationId);
  const { data: pass, error, isLoading } = useRegistrationPass(pending ? null : registrationId);
  usePageTitle(t`Your pass`);

  if (!registrationId || isApiError(error, 404) || isApiError(error, 403)) return <NotFound />;
  if (pending || isLoading || !pass) {
    if (error) return <NotFound />;
    return (
      <div className="mx-auto grid w-full max-w-lg gap-4" aria-busy="true" aria-label={t`Loading your pass`}>
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-72" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  return <PassCard pass={pass} />;
}
