import '@/features/events/messages';
import * as React from 'react';
import { LoaderCircle } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
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

/** "Cancel Registration", behind a confirmation: the seats go to the next family waiting. */
export function CancelRegistration({ eventTitle, onConfirm }: { eventTitle?: string; onConfirm: () => Promise<boolean> }) {
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
        <Trans>Can't make it after all?</Trans>
      </p>
      <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <AlertDialogTrigger asChild>
          <Button variant="ghost" className="text-sindoor-dark">
            <Trans>Cancel Registration</Trans>
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              <Trans>Cancel your registration?</Trans>
            </AlertDialogTitle>
            <AlertDialogDescription>
              {eventTitle ? (
                <Trans>
                  Your seats for {eventTitle} go to another family, and any dish or job you signed up for opens up
                  again. You can register again later if there's room.
                </Trans>
              ) : (
                <Trans>
                  Your seats go to another family, and any dish or job you signed up for opens up again. You can
                  register again later if there's room.
                </Trans>
              )}
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
    </div>
  );
}
