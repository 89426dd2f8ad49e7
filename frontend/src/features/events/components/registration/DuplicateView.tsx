import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** The server's 409: this email is already registered; the visitor may update that registration. */
export function DuplicateView({ onUpdate, onClose }: { onUpdate: () => void; onClose: () => void }) {
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
        <Button onClick={onUpdate}>
          <Trans>Update Registration</Trans>
        </Button>
      </DialogFooter>
    </>
  );
}
