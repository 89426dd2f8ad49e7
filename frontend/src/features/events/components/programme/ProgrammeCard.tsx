import './messages';
import * as React from 'react';
import { Link } from 'react-router-dom';
import { ListMusic, Mic } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Event } from '@/lib/api-types';
import { formatLongDate, siteToday } from '@/lib/dates';
import { eventProgrammePath } from '@/lib/routes';

// The form, its music upload and validation load only when someone submits an act.
const SubmitActDialog = React.lazy(() => import(/* webpackChunkName: "programme-form" */ './SubmitActDialog'));

/** Whether families may still send acts: submissions open, and the deadline (if any) not passed. */
function takesActs(event: Event): boolean {
  if (!event.programmeOpen || event.isPast) return false;
  // The deadline is a calendar date where the association is.
  return !event.programmeDeadline || event.programmeDeadline >= siteToday();
}

/** The cultural programme on the event page: send an act while it is open, see the running order once published. */
export function ProgrammeCard({ event }: { event: Event }) {
  const [submitting, setSubmitting] = React.useState(false);
  const open = takesActs(event);
  if (!open && !event.programmePublished) return null;
  const deadline = event.programmeDeadline ? formatLongDate(event.programmeDeadline) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Cultural programme</Trans>
        </CardTitle>
        {open && (
          <p>
            {deadline ? (
              <Trans>Dance, sing, recite or play on stage: send your act by {deadline}.</Trans>
            ) : (
              <Trans>Dance, sing, recite or play on stage: send your act.</Trans>
            )}
          </p>
        )}
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        {open && (
          <Button onClick={() => setSubmitting(true)} aria-haspopup="dialog">
            <Mic aria-hidden="true" />
            <Trans>Submit an act</Trans>
          </Button>
        )}
        {event.programmePublished && (
          <Button asChild variant={open ? 'outline' : 'default'}>
            <Link to={eventProgrammePath(event.id)}>
              <ListMusic aria-hidden="true" />
              <Trans>See the programme</Trans>
            </Link>
          </Button>
        )}
      </CardContent>
      {submitting && (
        <React.Suspense fallback={null}>
          <SubmitActDialog event={event} onClose={() => setSubmitting(false)} />
        </React.Suspense>
      )}
    </Card>
  );
}
