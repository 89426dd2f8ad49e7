import * as React from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ProgrammeDecisionRequest } from '@/lib/api-limits';
import type { AdminProgrammeEntry, ProgrammeDecision } from '@/lib/api-types';
import { FormDialog } from '../shell/FormDialog';
import { serverMessage, useAdminMutation } from '../shell/use-admin-mutation';

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
  const { run } = useAdminMutation();
  const [error, setError] = React.useState<string | null>(null);
  const noteId = React.useId();
  const accepting = decision === 'accepted';

  async function send({ note }: { note: string }) {
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
    <FormDialog<{ note: string }>
      open
      onOpenChange={(open) => !open && onClose()}
      holdWhileSubmitting
      title={accepting ? t`Accept “${entry.title}”?` : t`Decline “${entry.title}”?`}
      description={
        accepting ? (
          <Trans>It joins the end of the running order. {entry.contactName} is emailed the decision with your note.</Trans>
        ) : (
          <Trans>{entry.contactName} is emailed the decision with your note.</Trans>
        )
      }
      initialValues={{ note: '' }}
      onSubmit={send}
      submitLabel={accepting ? t`Accept` : t`Decline`}
      submitVariant={accepting ? 'default' : 'destructive'}
      formError={error}
    >
      {(form) => (
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
            {...form.getFieldProps('note')}
            placeholder={accepting ? t`Please be backstage 15 minutes before.` : t`We have too many dances this year.`}
          />
        </div>
      )}
    </FormDialog>
  );
}
