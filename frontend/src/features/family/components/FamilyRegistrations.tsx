import '../messages';
import * as React from 'react';
import { Link } from 'react-router-dom';
import { CalendarDays, LoaderCircle, Pencil } from 'lucide-react';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import type { FamilyRegistration } from '@/lib/api-types';
import { formatFullDate } from '@/lib/dates';
import { formatNumber, pluralForm } from '@/lib/i18n';
import { eventPath, paths } from '@/lib/routes';
import { useWritten } from '@/lib/written';
import { useCancelFamilyRegistration } from '../api/family';
import { FamilySittings } from './FamilySittings';
import { RegistrationEditor } from './RegistrationEditor';
import { RegistrationPayment } from './RegistrationPayment';

/** Every registration made with the family's address: those to come first, each changeable here. */
export function FamilyRegistrations({ registrations }: { registrations: FamilyRegistration[] }) {
  const { t } = useLingui();
  const coming = registrations.filter((registration) => !registration.eventIsPast);
  const past = registrations.filter((registration) => registration.eventIsPast);
  // Soonest first for what is to come; the server lists the latest event first.
  coming.reverse();

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="family-registrations">
          <Trans>Our registrations</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Every registration made with your email address. Change or cancel the ones to come here.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {coming.length > 0 ? (
          <ul className="grid gap-4" aria-label={t`Coming up`}>
            {coming.map((registration) => (
              <RegistrationItem key={registration.id} registration={registration} />
            ))}
          </ul>
        ) : (
          <div className="grid justify-items-start gap-3 rounded-xl bg-cream p-4">
            <p>
              <Trans>You have no registrations for events to come.</Trans>
            </p>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.events}>
                <CalendarDays aria-hidden="true" />
                <Trans>See the events</Trans>
              </Link>
            </Button>
          </div>
        )}
        {past.length > 0 && (
          <div className="grid gap-3">
            <h3 className="text-lg font-bold">
              <Trans>Past events</Trans>
            </h3>
            <ul className="grid gap-3" aria-label={t`Past events`}>
              {past.map((registration) => (
                <RegistrationItem key={registration.id} registration={registration} />
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function guestsText(count: number): string {
  const number = formatNumber(count);
  const guests = pluralForm(count);
  return select(guests, { one: `${number} guest`, other: `${number} guests` });
}

function StatusBadge({ registration }: { registration: FamilyRegistration }) {
  const { t } = useLingui();
  if (registration.status === 'cancelled') return <Badge variant="muted">{t`Cancelled`}</Badge>;
  if (registration.status === 'waitlisted') {
    const position = registration.waitlistPosition;
    if (!position) return <Badge variant="secondary">{t`Waiting list`}</Badge>;
    const number = formatNumber(position);
    return <Badge variant="secondary">{t`Waiting list, number ${number}`}</Badge>;
  }
  return <Badge variant="success">{t`Confirmed`}</Badge>;
}

function RegistrationItem({ registration }: { registration: FamilyRegistration }) {
  const { t } = useLingui();
  const [editing, setEditing] = React.useState(false);
  const changeable = !registration.eventIsPast && registration.status !== 'cancelled';
  const written = useWritten();
  const eventTitle = written(registration.eventTitle, registration.eventTitleBn);

  return (
    <li className="rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-bold">
            <Link to={eventPath(registration.eventId)} className="underline-offset-4 hover:underline">
              {eventTitle}
            </Link>
          </h3>
          <p className="text-sm text-maroon-soft">
            {formatFullDate(registration.eventDate)} · {guestsText(registration.guestCount)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge registration={registration} />
          <RegistrationPayment registration={registration} />
        </div>
      </div>
      {changeable && !editing && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t`Change the registration for ${eventTitle}`}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
            <Trans>Change</Trans>
          </Button>
          <CancelRegistration registration={registration} />
        </div>
      )}
      {changeable && registration.status === 'confirmed' && !editing && (
        <div className="mt-4">
          <FamilySittings registration={registration} />
        </div>
      )}
      {editing && (
        <div className="mt-4 border-t border-line pt-4">
          <RegistrationEditor registration={registration} onClose={() => setEditing(false)} />
        </div>
      )}
    </li>
  );
}

/** "Cancel", behind a confirmation: the seats go to the next family waiting. */
function CancelRegistration({ registration }: { registration: FamilyRegistration }) {
  const { t } = useLingui();
  const cancel = useCancelFamilyRegistration();
  const [open, setOpen] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const written = useWritten();
  const eventTitle = written(registration.eventTitle, registration.eventTitleBn);

  async function confirm() {
    setBusy(true);
    try {
      await cancel(registration);
      setOpen(false);
      toast({
        title: t`Registration Cancelled`,
        description: t`Your registration for ${eventTitle} is cancelled. Thank you for letting us know, and we hope to see you another time.`,
      });
    } catch {
      toast({
        title: t`Cancellation Failed`,
        description: t`We couldn't cancel your registration. Please try again.`,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-sindoor-dark" aria-label={t`Cancel the registration for ${eventTitle}`}>
          <Trans>Cancel</Trans>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            <Trans>Cancel your registration?</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription>
            <Trans>
              Your seats for {eventTitle} go to another family, and any dish or job you signed up for opens up again.
              You can register again later if there's room.
            </Trans>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>
            <Trans>Keep Registration</Trans>
          </AlertDialogCancel>
          <Button variant="destructive" disabled={busy} onClick={() => void confirm()}>
            {busy ? (
              <>
                <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                <Trans>Cancelling...</Trans>
              </>
            ) : (
              <Trans>Cancel Registration</Trans>
            )}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
