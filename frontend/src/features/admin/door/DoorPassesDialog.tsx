import * as React from 'react';
import useSWR from 'swr';
import { KeyRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { api, isApiError } from '@/lib/api';
import type { CreatedDoorPass, DoorPass, Event } from '@/lib/api-types';
import { formatTimestamp } from '@/lib/dates';
import { ConfirmAction } from '../shell/ConfirmDelete';
import { Spinner } from '../shell/states';
import { serverMessage, useAdminMutation } from '../shell/use-admin-mutation';

const LABEL_MAX = 60;

function doorPassesPath(eventId: number): string {
  return `/api/admin/events/${eventId}/door-passes`;
}

/** Small buttons beside the title on a laptop; a thumb-sized 44 px on a phone. */
const phoneTapTarget = 'max-sm:min-h-11 max-sm:px-4 max-sm:text-base';

/**
 * An event's door passes, for organisers: make one for a volunteer's phone (its link is shown
 * once, as a QR code to scan, since the server keeps only its hash), see when each was last
 * used, and revoke one, which ends it on every phone at once.
 */
export function DoorPassesDialog({ event }: { event: Event }) {
  const { t } = useLingui();
  const [open, setOpen] = React.useState(false);
  const title = event.title;
  return (
    <>
      <Button variant="outline" size="sm" className={phoneTapTarget} aria-label={t`Door passes for ${title}`} onClick={() => setOpen(true)}>
        <KeyRound aria-hidden="true" />
        <Trans>Door passes</Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Door passes: {title}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              A door pass opens this event&apos;s check-in screen on a volunteer&apos;s phone, without a password, until six
              hours after the event ends or until you revoke it.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {open && <DoorPassesPanel eventId={event.id} />}
      </DialogContent>
      </Dialog>
    </>
  );
}

function DoorPassesPanel({ eventId }: { eventId: number }) {
  const { t } = useLingui();
  const key = doorPassesPath(eventId);
  const { data: passes, mutate, error } = useSWR<DoorPass[]>(key, { revalidateOnMount: true });
  const [label, setLabel] = React.useState('');
  const [labelError, setLabelError] = React.useState<string | null>(null);
  const [made, setMade] = React.useState<CreatedDoorPass | null>(null);
  const { run, busy } = useAdminMutation();
  const labelId = React.useId();
  const errorId = React.useId();

  async function make(submitted: React.FormEvent) {
    submitted.preventDefault();
    setLabelError(null);
    const outcome = await run(() => api.post<CreatedDoorPass>(key, { label }), {
      onError: (failure) =>
        setLabelError(
          (isApiError(failure, 400) && failure.fieldErrors.label) ||
            serverMessage(failure, t`The door pass could not be made. Please try again.`),
        ),
    });
    if (!outcome.ok) return;
    setMade(outcome.value);
    setLabel('');
    await mutate();
  }

  async function revoke(pass: DoorPass) {
    const outcome = await run(() => api.delete(`/api/admin/door-passes/${pass.id}`), {
      failure: { title: t`Error`, description: t`The door pass could not be revoked. Please try again.` },
    });
    if (!outcome.ok) return;
    const passLabel = pass.label;
    toast({ title: t`Door pass revoked`, description: t`${passLabel} can no longer open the door.` });
    if (made?.id === pass.id) setMade(null);
    await mutate();
  }

  return (
    <div className="grid gap-5">
      <form onSubmit={(submitted) => void make(submitted)} className="grid gap-2" noValidate>
        <Label htmlFor={labelId}>
          <Trans>Who carries it</Trans>
        </Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={labelId}
            value={label}
            maxLength={LABEL_MAX}
            onChange={(change) => setLabel(change.target.value)}
            placeholder={t`e.g. Rina's phone`}
            aria-invalid={labelError ? true : undefined}
            aria-describedby={labelError ? errorId : undefined}
            className="min-w-0 flex-1"
          />
          <Button type="submit" disabled={busy}>
            {busy && <Spinner />}
            <Trans>Make a door pass</Trans>
          </Button>
        </div>
        {labelError && (
          <p id={errorId} role="alert" className="text-sm font-semibold text-sindoor-dark">
            {labelError}
          </p>
        )}
      </form>

      {made && <MadePass pass={made} />}

      <section aria-labelledby={`${labelId}-list`} className="grid gap-2">
        <h3 id={`${labelId}-list`} className="font-bold">
          <Trans>This event&apos;s door passes</Trans>
        </h3>
        {error && !passes && (
          <p role="alert" className="text-sindoor-dark">
            <Trans>The door passes could not be loaded.</Trans>
          </p>
        )}
        {passes && passes.length === 0 && (
          <p className="text-maroon-soft">
            <Trans>No door passes yet.</Trans>
          </p>
        )}
        {passes && passes.length > 0 && (
          <ul aria-label={t`Door passes`} className="grid gap-2">
            {passes.map((pass) => (
              <PassRow key={pass.id} pass={pass} onRevoke={() => void revoke(pass)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The pass just made: its QR code and link, shown this once. */
function MadePass({ pass }: { pass: CreatedDoorPass }) {
  const { t } = useLingui();
  const passLabel = pass.label;
  return (
    <section aria-label={t`New door pass`} className="grid justify-items-center gap-2 rounded-xl border-2 border-marigold bg-cream p-3 text-center">
      <p className="font-bold">{passLabel}</p>
      <img src={pass.qrCode} alt={t`QR code of the door pass ${passLabel}`} width={240} height={240} className="size-60 rounded-lg bg-white" />
      <p className="text-sm">
        <Trans>Scan it with the volunteer&apos;s phone camera. It is shown only now: make a new pass if it is lost.</Trans>
      </p>
      <p className="w-full break-all rounded bg-white px-2 py-1 font-mono text-xs" data-testid="door-pass-url">
        {pass.url}
      </p>
    </section>
  );
}

function PassRow({ pass, onRevoke }: { pass: DoorPass; onRevoke: () => void }) {
  const { t } = useLingui();
  const passLabel = pass.label;
  const revoked = pass.revokedAt !== null;
  const expired = !revoked && new Date(pass.expiresAt).getTime() <= Date.now();
  const expires = formatTimestamp(pass.expiresAt);
  const lastUsed = pass.lastUsedAt ? formatTimestamp(pass.lastUsedAt) : null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="wrap-anywhere">{passLabel}</span>
          {revoked && (
            <Badge variant="muted">
              <Trans>Revoked</Trans>
            </Badge>
          )}
          {expired && (
            <Badge variant="muted">
              <Trans>Expired</Trans>
            </Badge>
          )}
        </p>
        <p className="text-sm text-maroon-soft">{lastUsed ? <Trans>Last used {lastUsed}</Trans> : <Trans>Not used yet</Trans>}</p>
        {!revoked && !expired && (
          <p className="text-sm text-maroon-soft">
            <Trans>Ends {expires}</Trans>
          </p>
        )}
      </div>
      {!revoked && !expired && (
        <ConfirmAction
          title={t`Revoke the door pass`}
          question={t`${passLabel} will stop working on every phone at once. This cannot be undone.`}
          actionLabel={t`Revoke`}
          onConfirm={onRevoke}
        >
          <Button variant="destructive" size="sm" className="min-h-11" aria-label={t`Revoke ${passLabel}`}>
            <Trans>Revoke</Trans>
          </Button>
        </ConfirmAction>
      )}
    </li>
  );
}
