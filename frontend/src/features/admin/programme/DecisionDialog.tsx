import * as React from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ProgrammeDecisionRequest } from '@/lib/api-limits';
import type { AdminProgrammeEntry, ProgrammeDecision } from '@/lib/api-types';
import { serverMessage, useAdminMutation } from '../shell/use-admin-mutation';
import { Spinner } from '../shell/states';

type Decision = ProgrammeDecision['status'];

/** Accept or decline one act, with a note that goes to its contact in the decision's email. */
export function DecisionDialog({
  entry,
  decision,
  onDecide,
  onClose,
}: {
  entry: AdminProgrammeEntry;
  decision: Decision;
  onDecide: (entryId: number, decision: ProgrammeDecision) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [note, setNote] = React.useState('');
  const { run, busy } = useAdminMutation();
  const [error, setError] = React.useState<string | null>(null);
  const noteId = React.useId();
  const accepting = decision === 'accepted';

  async function send() {
    setError(null);
    const decided = await run(() => onDecide(entry.id, { status: decision, note: note.trim() }), {
      onError: (err) => setError(serverMessage(err, t`The decision could not be saved. Please try again.`)),
    });
    if (!decided.ok) return;
    toast({
      title: accepting ? t`Act accepted` : t`Act declined`,
      description: t`${entry.contactName} is emailed the decision.`,
    });
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{accepting ? t`Accept “${entry.title}”?` : t`Decline “${entry.title}”?`}</DialogTitle>
          <DialogDescription>
            {accepting ? (
              <Trans>It joins the end of the running order. {entry.contactName} is emailed the decision with your note.</Trans>
            ) : (
              <Trans>{entry.contactName} is emailed the decision with your note.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={noteId}>
            <Trans>
              Note to the contact<span className="font-normal text-maroon-soft"> (optional)</span>
            </Trans>
          </Label>
          <Textarea
            id={noteId}
            rows={3}
            maxLength={ProgrammeDecisionRequest.note.maxLength}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            placeholder={accepting ? t`Please be backstage 15 minutes before.` : t`We have too many dances this year.`}
          />
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-sindoor-dark">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant={accepting ? 'default' : 'destructive'} onClick={() => void send()} disabled={busy}>
            {busy && <Spinner />}
            {accepting ? t`Accept` : t`Decline`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
