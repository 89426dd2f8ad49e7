import './messages';
import * as React from 'react';
import { Link, useParams } from 'react-router-dom';
import type { FormikHelpers } from 'formik';
import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
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
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import type { ActStatus, ProgrammeEntry } from '@/lib/api-types';
import { formatClock } from '@/lib/dates';
import { useManageToken } from '@/lib/manage-link';
import { usePageTitle } from '@/lib/page-title';
import { eventPath, paths } from '@/lib/routes';
import { useProgrammeEntry, useUpdateAct, useWithdrawAct } from '../../api/programme';
import { actValuesOf, toActInput, type ActValues } from './schemas';
import { ActForm } from './ActForm';
import { ActSummary } from './ActSummary';
import { showServerErrors } from './server-errors';

function positiveInt(value: string | undefined): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

function StatusBadge({ status }: { status: ActStatus }) {
  const { t } = useLingui();
  const labels: Record<ActStatus, string> = {
    submitted: t`Waiting for the organisers`,
    accepted: t`Accepted`,
    declined: t`Not this time`,
    withdrawn: t`Withdrawn`,
  };
  const variant = status === 'accepted' ? 'success' : status === 'submitted' ? 'secondary' : 'muted';
  return <Badge variant={variant}>{labels[status]}</Badge>;
}

/** "Withdraw the act", behind a confirmation. */
function WithdrawAct({ title, onConfirm }: { title: string; onConfirm: () => Promise<boolean> }) {
  const [open, setOpen] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  async function confirm() {
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done) setOpen(false);
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-line pt-4">
      <p className="text-sm text-maroon-soft">
        <Trans>Can't perform after all?</Trans>
      </p>
      <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <AlertDialogTrigger asChild>
          <Button variant="ghost" className="text-sindoor-dark">
            <Trans>Withdraw the act</Trans>
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              <Trans>Withdraw your act?</Trans>
            </AlertDialogTitle>
            <AlertDialogDescription>
              <Trans>{title} comes off the programme, and its place goes to another act. This cannot be undone.</Trans>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>
              <Trans>Keep the act</Trans>
            </AlertDialogCancel>
            <Button variant="destructive" disabled={busy} onClick={() => void confirm()}>
              {busy && <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
              <Trans>Withdraw</Trans>
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

function Refused() {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardContent className="grid justify-items-center gap-4 pt-8 sm:pt-8">
        <h1 className="text-2xl font-bold">
          <Trans>We couldn't open this act</Trans>
        </h1>
        <p className="text-maroon-soft">
          <Trans>Open the link in the email we sent when the act was submitted; it works only with its own key.</Trans>
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

function ActDetails({ entry }: { entry: ProgrammeEntry }) {
  const { t } = useLingui();
  const update = useUpdateAct();
  const withdraw = useWithdrawAct();
  const [editing, setEditing] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const changeable = entry.status === 'submitted' || entry.status === 'accepted';
  const onStage = entry.startTime ? formatClock(entry.startTime) : null;
  const note = entry.note;

  async function save(values: ActValues, helpers: FormikHelpers<ActValues>) {
    setRefusal(null);
    try {
      await update(entry.id, toActInput(values));
      setEditing(false);
      toast({ title: t`Act updated`, description: t`Your changes are saved.` });
    } catch (error) {
      const message = showServerErrors(error, helpers);
      if (message) setRefusal(message);
      else toast({ title: t`Not saved`, description: t`Please check the form and try again.`, variant: 'destructive' });
    }
  }

  async function withdrawAct(): Promise<boolean> {
    try {
      await withdraw(entry.id);
      toast({ title: t`Act withdrawn`, description: t`Thank you for letting us know.` });
      return true;
    } catch {
      toast({ title: t`Not withdrawn`, description: t`Something went wrong. Please try again.`, variant: 'destructive' });
      return false;
    }
  }

  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold wrap-anywhere">{entry.title}</h1>
          <StatusBadge status={entry.status} />
        </div>
        {entry.status === 'accepted' && onStage && (
          <p className="font-semibold text-leaf">
            <Trans>You are on stage at {onStage}.</Trans>
          </p>
        )}
        {entry.note && (
          <p className="text-maroon-soft">
            <Trans>From the organisers: {note}</Trans>
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-5">
        {refusal && (
          <p role="alert" className="rounded-lg bg-sindoor-dark px-3 py-2 text-sm font-semibold text-white">
            {refusal}
          </p>
        )}
        {editing ? (
          <ActForm
            initialValues={actValuesOf(entry)}
            keptTrack={entry.trackPath || null}
            updating
            onSubmit={save}
            footer={
              <Button variant="outline" onClick={() => setEditing(false)}>
                <Trans>Cancel</Trans>
              </Button>
            }
          />
        ) : (
          <>
            <ActSummary entry={entry} />
            {entry.trackPath && (
              // eslint-disable-next-line jsx-a11y/media-has-caption -- music to perform to, with nothing to caption
              <audio controls preload="none" src={entry.trackPath} className="w-full" aria-label={t`Your music`} />
            )}
            {changeable && (
              <Button className="justify-self-start" onClick={() => setEditing(true)}>
                <Trans>Change the act</Trans>
              </Button>
            )}
          </>
        )}
        {changeable && !editing && <WithdrawAct title={entry.title} onConfirm={withdrawAct} />}
        <Link to={eventPath(entry.eventId)} className="font-semibold text-sindoor-dark hover:underline">
          <Trans>Back to the event</Trans>
        </Link>
      </CardContent>
    </Card>
  );
}

/** /programme/{id}?token=…: the act sent, to see, change or withdraw, opened from the emailed link. */
export default function ManageActPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const entryId = positiveInt(id);
  // The emailed link carries the token: the act is read with it once it is kept.
  const { pending } = useManageToken('programme', entryId);
  const ready = !pending;
  const { data: entry, error, isLoading } = useProgrammeEntry(ready ? entryId : null);
  usePageTitle(entry ? entry.title : t`Your act`);

  if (!entryId || isApiError(error, 403) || isApiError(error, 404)) return <Refused />;
  if (!ready || isLoading || !entry) {
    if (error) return <Refused />;
    return (
      <div className="mx-auto grid w-full max-w-2xl gap-4" aria-busy="true" aria-label={t`Loading your act`}>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  return <ActDetails entry={entry} />;
}
