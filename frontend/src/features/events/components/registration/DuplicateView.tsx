import '@/features/events/messages';
import * as React from 'react';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatTimeOfDay } from '@/lib/dates';
import type { LinkRequest } from './useRegistrationDialog';

/**
 * The server's 409: this email is already registered. "Update Registration" opens that booking
 * (when this browser holds its link) or has its link emailed to the address it was made with.
 */
export function DuplicateView({ onUpdate, onClose }: { onUpdate: () => Promise<void>; onClose: () => void }) {
  const [busy, setBusy] = React.useState(false);
  async function update() {
    setBusy(true);
    try {
      await onUpdate();
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Already Registered</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Looks like you've already registered for this event.</Trans>
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        <Button onClick={() => void update()} disabled={busy}>
          {busy && <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
          <Trans>Update Registration</Trans>
        </Button>
      </DialogFooter>
    </>
  );
}

/** After "Update Registration" without the link at hand: what became of the emailed link. */
export function LinkRequestedView({ request, onClose }: { request: LinkRequest; onClose: () => void }) {
  const { t } = useLingui();
  const time = request.resendAt ? formatTimeOfDay(request.resendAt) : '';
  return (
    <>
      <DialogHeader className="items-center pr-0 text-center">
        <MailCheck className="size-12 text-leaf" aria-hidden="true" />
        <DialogTitle>{t`Check Your Email`}</DialogTitle>
        <DialogDescription>
          {request.sent || !request.resendAt ? (
            <Trans>
              We've emailed you a link to your registration. Open it on this phone to see or change what you booked.
            </Trans>
          ) : (
            <Trans>
              We emailed you a link to your registration a few minutes ago; please use that one. If it hasn't come,
              another can be sent at {time}.
            </Trans>
          )}
        </DialogDescription>
      </DialogHeader>
      <p className="text-center text-sm text-maroon-soft">
        <Trans>It goes to the email address you registered with. Look in spam too.</Trans>
      </p>
      <DialogFooter>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogFooter>
    </>
  );
}
