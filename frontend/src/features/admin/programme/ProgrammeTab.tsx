import * as React from 'react';
import { Download, ListMusic, Megaphone, Printer } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import type { AdminProgrammeEntry, Event, ProgrammeDecision } from '@/lib/api-types';
import { formatNumber } from '@/lib/i18n';
import { useAdminEvents } from '../events/api/events';
import { EventPicker } from '../shell/EventPicker';
import { tracksZipPath, useAdminProgramme, useDecideAct, useOrderActs, usePublishProgramme } from './api/programme';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { EmptyState, ErrorState, Spinner, TabHeader } from '../shell/states';
import { ActsList } from './ActsList';
import { DecisionDialog } from './DecisionDialog';
import { RunningOrder } from './RunningOrder';
import { RunningSheetDialog } from './RunningSheetDialog';

/** "Publish", behind a confirmation that says each accepted act is emailed its time. */
function PublishButton({ event, accepted }: { event: Event; accepted: number }) {
  const { t } = useLingui();
  const publish = usePublishProgramme();
  const [asking, setAsking] = React.useState(false);
  const { run, busy } = useAdminMutation();
  const acts = formatNumber(accepted);

  async function confirm() {
    const published = await run(() => publish(event, true), {
      failure: { title: t`Not published`, description: t`The programme could not be published. Please try again.` },
    });
    if (!published.ok) return;
    setAsking(false);
    toast({ title: t`Programme published`, description: t`Each accepted act is being emailed its time.` });
  }

  if (event.programmePublished) {
    return (
      <Badge variant="success" className="min-h-11 px-4">
        <Megaphone className="size-4" aria-hidden="true" />
        <Trans>Published</Trans>
      </Badge>
    );
  }
  return (
    <>
      <Button onClick={() => setAsking(true)} disabled={accepted === 0}>
        <Megaphone aria-hidden="true" />
        <Trans>Publish</Trans>
      </Button>
      <AlertDialog open={asking} onOpenChange={(open) => !busy && setAsking(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              <Trans>Publish the programme?</Trans>
            </AlertDialogTitle>
            <AlertDialogDescription>
              <Trans>
                The running order appears on the event's page, and each of the {acts} accepted acts is emailed its start
                time.
              </Trans>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>
              <Trans>Not yet</Trans>
            </AlertDialogCancel>
            <Button onClick={() => void confirm()} disabled={busy}>
              {busy && <Spinner />}
              <Trans>Publish and email</Trans>
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

function EventProgramme({ eventId, event }: { eventId: string; event: Event | undefined }) {
  const { t } = useLingui();
  const { programme, error, isLoading, retry } = useAdminProgramme(eventId);
  const decide = useDecideAct(eventId);
  const reorder = useOrderActs(eventId);
  const [deciding, setDeciding] = React.useState<{ entry: AdminProgrammeEntry; decision: ProgrammeDecision['status'] } | null>(
    null,
  );
  const [printing, setPrinting] = React.useState(false);

  if (isLoading || (!programme && !error)) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label={t`Loading the programme`}>
        <Skeleton className="h-20" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (error || !programme) return <ErrorState message={t`We could not load the programme.`} onRetry={retry} />;

  const accepted = programme.entries
    .filter((entry) => entry.status === 'accepted')
    .sort((a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER));
  const waiting = programme.entries.filter((entry) => entry.status === 'submitted').length;
  const waitingCount = formatNumber(waiting);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => setPrinting(true)} disabled={!event}>
          <Printer aria-hidden="true" />
          <Trans>Print running sheet</Trans>
        </Button>
        {accepted.length > 0 ? (
          <a href={tracksZipPath(eventId)} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            <Trans>Download tracks</Trans>
          </a>
        ) : (
          <Button variant="outline" disabled>
            <Download aria-hidden="true" />
            <Trans>Download tracks</Trans>
          </Button>
        )}
        {event && <PublishButton event={event} accepted={accepted.length} />}
      </div>

      <section aria-labelledby="running-order-heading" className="grid gap-3">
        <h4 id="running-order-heading" className="text-lg font-bold">
          <Trans>Running order</Trans>
        </h4>
        {!event?.programmeStart && (
          <p className="rounded-lg bg-marigold-light px-3 py-2 text-sm">
            <Trans>Set the programme's start time in the event form to give each act its time.</Trans>
          </p>
        )}
        {accepted.length === 0 ? (
          <p className="text-maroon-soft">
            <Trans>No acts accepted yet. Accept acts below and they line up here, in the order you accept them.</Trans>
          </p>
        ) : (
          <RunningOrder
            entries={accepted}
            gapMinutes={event?.programmeGapMinutes ?? 0}
            totalMinutes={programme.totalMinutes}
            onReorder={reorder}
          />
        )}
      </section>

      <section aria-labelledby="acts-heading" className="grid gap-3">
        <h4 id="acts-heading" className="text-lg font-bold">
          <Trans>All acts</Trans>
          {waiting > 0 && (
            <span className="ml-2 text-base font-semibold text-maroon-soft">
              <Trans>({waitingCount} waiting for a decision)</Trans>
            </span>
          )}
        </h4>
        {programme.entries.length === 0 ? (
          <EmptyState
            icon={ListMusic}
            title={t`No acts yet`}
            description={t`Families send acts from the event's page while submissions are open (in the event form).`}
          />
        ) : (
          <ActsList entries={programme.entries} onDecide={(entry, decision) => setDeciding({ entry, decision })} />
        )}
      </section>

      {deciding && (
        <DecisionDialog
          entry={deciding.entry}
          decision={deciding.decision}
          onDecide={decide}
          onClose={() => setDeciding(null)}
        />
      )}
      {event && (
        <RunningSheetDialog
          open={printing}
          onOpenChange={setPrinting}
          event={event}
          entries={accepted}
          totalMinutes={programme.totalMinutes}
        />
      )}
    </div>
  );
}

/** The programme desk: choose an event, decide on its acts, set the running order, print, publish. */
export function ProgrammeTab() {
  const { t } = useLingui();
  const { events, isLoading, error, retry } = useAdminEvents();
  const [eventId, setEventId] = React.useState<string | null>(null);
  const event = events?.find((candidate) => String(candidate.id) === eventId);

  return (
    <section aria-labelledby="programme-heading">
      <TabHeader
        id="programme-heading"
        title={t`Cultural programme`}
        description={t`Accept or decline the acts families send, put them in running order, print the sheet for the stage, and publish.`}
      />
      <Card>
        <CardHeader className="gap-4">
          <CardTitle as="h3">
            <Trans>Programme desk</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Submissions, the deadline, the start time and the gap between acts are set in the event form.</Trans>
          </CardDescription>
          <EventPicker
            events={events}
            isLoading={isLoading}
            error={error}
            retry={retry}
            value={eventId}
            onChange={setEventId}
            placeholder={t`Choose an event to see its acts`}
            className="md:max-w-md"
          />
        </CardHeader>
        <CardContent>
          {eventId ? (
            <EventProgramme eventId={eventId} event={event} />
          ) : (
            <EmptyState
              icon={ListMusic}
              title={t`Choose an event`}
              description={t`Pick an event above to see the acts sent for its programme.`}
            />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
