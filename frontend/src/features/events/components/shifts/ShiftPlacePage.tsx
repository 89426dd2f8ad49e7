import '@/components/festival/messages';
import * as React from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { formatFullDate } from '@/lib/dates';
import { useManageToken } from '@/lib/manage-link';
import { usePageTitle } from '@/lib/page-title';
import { eventPath, paths } from '@/lib/routes';
import { useWritten } from '@/lib/written';
import { useGiveUpPlace, useVolunteerPlace } from '@/lib/shifts';
import { shiftTime } from '@/components/volunteer-shifts';

function positiveInt(value: string | undefined): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

/** A volunteer's place in a shift, opened from the emailed link: what and when, and giving it back. */
export default function ShiftPlacePage() {
  const { t } = useLingui();
  const written = useWritten();
  const volunteerId = positiveInt(useParams().id);
  const { pending } = useManageToken('shift', volunteerId);
  const { data: place, error, isLoading } = useVolunteerPlace(pending ? null : volunteerId);
  const giveUp = useGiveUpPlace();
  const [given, setGiven] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  usePageTitle(t`Your volunteer shift`);

  if (pending || isLoading) return <Skeleton className="mx-auto h-64 max-w-lg" />;

  if (given || error || !place || !volunteerId) {
    const gone = given || isApiError(error, 404);
    return (
      <Card className="mx-auto max-w-lg text-center">
        <CardContent className="grid justify-items-center gap-4 pt-8 sm:pt-8">
          <h1 className="text-2xl font-bold">
            {given ? <Trans>Your place is given back</Trans> : gone ? <Trans>This place is no longer held</Trans> : <Trans>We couldn't open this shift</Trans>}
          </h1>
          {!gone && (
            <p className="text-maroon-soft">
              <Trans>Open the link in the email we sent when you signed up; it works only with its own key.</Trans>
            </p>
          )}
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

  const release = async () => {
    setBusy(true);
    try {
      await giveUp(volunteerId);
      setGiven(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <h1 className="text-2xl font-bold">
          <Trans>Your volunteer shift</Trans>
        </h1>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-lg font-semibold">{place.role}</p>
        <p>
          <Link className="font-semibold text-sindoor-dark underline" to={eventPath(place.eventId)}>
            {written(place.eventTitle, place.eventTitleBn)}
          </Link>
        </p>
        <p>
          {formatFullDate(place.date)} · {shiftTime(place)}
        </p>
        <p>{place.fullName}</p>
        <div className="border-t border-line pt-4">
          <Button variant="outline" disabled={busy} onClick={() => void release()}>
            <Trans>Give my place back</Trans>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
