import './messages';
import * as React from 'react';
import type { FormikHelpers } from 'formik';
import { CircleCheck } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import type { Event, ProgrammeEntry } from '@/lib/api-types';
import { useWritten } from '@/lib/written';
import { useSubmitAct } from '../../api/programme';
import { emptyAct, toActInput, type ActValues } from './schemas';
import { ActForm } from './ActForm';
import { ActSummary } from './ActSummary';
import { showServerErrors } from './server-errors';

/** "Submit an act": the form, then what was sent and that an email with a link to change it is coming. */
export default function SubmitActDialog({ event, onClose }: { event: Event; onClose: () => void }) {
  const { t } = useLingui();
  const submitAct = useSubmitAct();
  const [sent, setSent] = React.useState<ProgrammeEntry | null>(null);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const eventTitle = useWritten()(event.title, event.titleBn);
  const email = sent?.contactEmail ?? '';

  async function submit(values: ActValues, helpers: FormikHelpers<ActValues>) {
    setRefusal(null);
    try {
      setSent(await submitAct(event.id, toActInput(values)));
    } catch (error) {
      const message = showServerErrors(error, helpers);
      if (message) setRefusal(message);
      else toast({ title: t`Not sent`, description: t`Please check the form and try again.`, variant: 'destructive' });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        {sent ? (
          <>
            <DialogHeader className="items-center pr-0 text-center">
              <CircleCheck className="size-12 text-leaf" aria-hidden="true" />
              <DialogTitle>
                <Trans>Your act is in!</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans>
                  The organisers will look at it and email you. An email with a link to change or withdraw it is on its
                  way to {email}.
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <ActSummary entry={sent} />
            <DialogFooter>
              <Button onClick={onClose}>
                <Trans>Close</Trans>
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>
                <Trans>Submit an act</Trans>
              </DialogTitle>
              <DialogDescription className="wrap-anywhere">
                <Trans>For the cultural programme of {eventTitle}.</Trans>
              </DialogDescription>
            </DialogHeader>
            {refusal && (
              <p role="alert" className="rounded-lg bg-sindoor-dark px-3 py-2 text-sm font-semibold text-white">
                {refusal}
              </p>
            )}
            <ActForm
              initialValues={emptyAct}
              updating={false}
              onSubmit={submit}
              footer={
                <Button variant="outline" onClick={onClose}>
                  <Trans>Cancel</Trans>
                </Button>
              }
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
