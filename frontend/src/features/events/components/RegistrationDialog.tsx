import '@/features/events/messages';
import type * as React from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import type { Event } from '@/lib/api-types';
import { takesRegistrations } from '@/lib/seats';
import { useWritten } from '@/lib/written';
import { CancelledView } from './registration/CancelledView';
import { DuplicateView, LinkRequestedView } from './registration/DuplicateView';
import { PartySittings } from './registration/PartySittings';
import { RegistrationForm } from './registration/RegistrationForm';
import { SuccessView } from './registration/SuccessView';
import { useRegistrationDialog, type FormState } from './registration/useRegistrationDialog';

interface RegistrationDialogProps {
  eventId: number;
  /** The event if the page already has it; otherwise it is fetched. */
  event?: Event;
  /** Opens in update mode for this registration (from the emailed manage link). */
  registrationId?: number;
  onClose: () => void;
}

/** A sentence in place of the form, with a way out and sometimes a way on. */
function Message({ children, onClose, action }: { children: React.ReactNode; onClose: () => void; action?: React.ReactNode }) {
  return (
    <>
      <p>{children}</p>
      <DialogFooter>
        <Button variant={action ? 'outline' : 'default'} onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        {action}
      </DialogFooter>
    </>
  );
}

export default function RegistrationDialog({ eventId, event: knownEvent, registrationId, onClose }: RegistrationDialogProps) {
  const dialog = useRegistrationDialog({ eventId, knownEvent, registrationId });
  const { view, event } = dialog;
  const written = useWritten();

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined}>
        {view.name === 'duplicate' && <DuplicateView onUpdate={dialog.openBooking} onClose={onClose} />}
        {view.name === 'linkRequested' && <LinkRequestedView request={view.request} onClose={onClose} />}
        {view.name === 'success' && (
          <SuccessView registration={view.registration} updated={view.updated} event={event} onClose={onClose} />
        )}
        {view.name === 'cancelled' && <CancelledView eventTitle={event ? written(event.title, event.titleBn) : ''} onClose={onClose} />}
        {view.name === 'form' && <FormView dialog={dialog} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function FormView({ dialog, onClose }: { dialog: ReturnType<typeof useRegistrationDialog>; onClose: () => void }) {
  const { t } = useLingui();
  const { event, formState, updating } = dialog;
  const written = useWritten();
  return (
    <>
      <DialogHeader>
        <DialogTitle>{updating ? t`Update Registration` : t`Register for Event`}</DialogTitle>
        <div className="text-maroon-soft wrap-anywhere">
          {(event && written(event.title, event.titleBn)) || (formState !== 'missing' && <Skeleton className="h-5 w-48" />)}
        </div>
      </DialogHeader>
      <FormBody dialog={dialog} formState={formState} onClose={onClose} />
    </>
  );
}

function FormBody({
  dialog,
  formState,
  onClose,
}: {
  dialog: ReturnType<typeof useRegistrationDialog>;
  formState: FormState;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { event } = dialog;
  switch (formState) {
    case 'missing':
      return (
        <Message onClose={onClose}>
          <Trans>We couldn't find this event. It may have been removed.</Trans>
        </Message>
      );
    case 'closed':
      return (
        <Message onClose={onClose}>
          <Trans>Registration is closed for this event.</Trans>
        </Message>
      );
    case 'loading':
      return (
        <div className="grid gap-4" aria-busy="true" aria-label={t`Loading your registration`}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      );
    case 'cancelled':
      return (
        <Message
          onClose={onClose}
          action={
            event &&
            takesRegistrations(event) && (
              <Button onClick={dialog.registerAgain}>
                <Trans>Register Again</Trans>
              </Button>
            )
          }
        >
          <Trans>This registration was cancelled. You're welcome to register again if there's room.</Trans>
        </Message>
      );
    case 'ready':
      return (
        <>
          {dialog.updating && dialog.existing && <PartySittings event={event} registration={dialog.existing} />}
          <RegistrationForm
          initialValues={dialog.values}
          event={event}
          updating={dialog.updating}
          existing={dialog.existing}
          prefillFailed={dialog.prefillFailed}
          members={dialog.members}
          onSubmit={dialog.submit}
          onCancelRegistration={dialog.cancel}
          onClose={onClose}
        />
        </>
      );
  }
}
