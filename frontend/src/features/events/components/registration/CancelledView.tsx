import '@/features/events/messages';
import { CalendarX } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** The ending after the party cancelled. */
export function CancelledView({ eventTitle, onClose }: { eventTitle: string; onClose: () => void }) {
  return (
    <>
      <DialogHeader className="items-center pr-0 text-center">
        <CalendarX className="size-12 text-sindoor" aria-hidden="true" />
        <DialogTitle>
          <Trans>Registration Cancelled</Trans>
        </DialogTitle>
        <DialogDescription>
          {eventTitle ? (
            <Trans>
              Your registration for {eventTitle} is cancelled. Thank you for letting us know, and we hope to see you
              another time.
            </Trans>
          ) : (
            <Trans>
              Your registration for this event is cancelled. Thank you for letting us know, and we hope to see you
              another time.
            </Trans>
          )}
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogFooter>
    </>
  );
}
