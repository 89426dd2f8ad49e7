import * as React from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { CircleCheck, LoaderCircle, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import type { Event, Registration, RegistrationInput } from '@/lib/api-types';
import { useEvent } from '../api/events';
import { fetchRegistration, updateRegistration, useCreateRegistration } from '../api/registrations';
import { emptyRegistration, guestOptionsFor, registrationSchema } from '../schemas';

type FormValues = typeof emptyRegistration;

type View =
  | { name: 'form' }
  | { name: 'duplicate' }
  | { name: 'success'; registration: Pick<Registration, 'fullName' | 'email' | 'guestCount'>; updated: boolean };

export interface RegistrationDialogProps {
  eventId: number;
  /** The event if the page already has it; otherwise it is fetched. */
  event?: Event;
  /** Opens in update mode for this registration (from the emailed manage link). */
  registrationId?: number;
  onClose: () => void;
}

function toInput(eventId: number, values: FormValues): RegistrationInput {
  return {
    eventId,
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    guestCount: Number(values.guestCount),
    notes: values.notes.trim(),
    children: 0,
    vegetarianMeals: 0,
    dietaryNotes: '',
    photoConsent: false,
  };
}

export default function RegistrationDialog({ eventId, event: knownEvent, registrationId, onClose }: RegistrationDialogProps) {
  const { data: fetchedEvent, error: eventError } = useEvent(knownEvent ? null : eventId);
  const event = knownEvent ?? fetchedEvent;
  const createRegistration = useCreateRegistration();

  const [view, setView] = React.useState<View>({ name: 'form' });
  // Set when updating: from the manage link, or from the id a 409 returned.
  const [updateId, setUpdateId] = React.useState<number | undefined>(registrationId);
  const [values, setValues] = React.useState<FormValues>(emptyRegistration);
  const [prefill, setPrefill] = React.useState<'idle' | 'loading' | 'failed'>(registrationId ? 'loading' : 'idle');

  React.useEffect(() => {
    if (!registrationId) return;
    let cancelled = false;
    fetchRegistration(registrationId)
      .then((registration) => {
        if (cancelled) return;
        setValues({
          fullName: registration.fullName ?? '',
          email: registration.email ?? '',
          phone: registration.phone ?? '',
          guestCount: registration.guestCount ?? 1,
          notes: registration.notes ?? '',
        });
        setPrefill('idle');
      })
      .catch(() => {
        if (!cancelled) setPrefill('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [registrationId]);

  const updating = updateId !== undefined;
  const eventTitle = event?.title ?? '';

  async function submit(formValues: FormValues, helpers: FormikHelpers<FormValues>) {
    const input = toInput(eventId, formValues);
    setValues(formValues);
    if (updating) {
      try {
        const updated = await updateRegistration(updateId, input);
        toast({ title: 'Registration Updated', description: 'Your registration has been updated successfully.' });
        setView({ name: 'success', registration: updated, updated: true });
      } catch (error) {
        if (isApiError(error, 403)) {
          toast({ title: 'Check Your Email', description: "We've emailed you a link to update this registration." });
          return;
        }
        if (isApiError(error)) helpers.setErrors(error.fieldErrors);
        toast({
          title: 'Update Failed',
          description: 'Failed to update registration. Please try again.',
          variant: 'destructive',
        });
      }
      return;
    }

    try {
      const created = await createRegistration(input);
      setView({ name: 'success', registration: created, updated: false });
    } catch (error) {
      if (error instanceof Error && error.message.includes('409')) {
        const existingId = isApiError(error) ? Number(error.body?.id) : NaN;
        if (Number.isInteger(existingId) && existingId > 0) setUpdateId(existingId);
        setView({ name: 'duplicate' });
        return;
      }
      if (isApiError(error)) helpers.setErrors(error.fieldErrors);
      toast({
        title: 'Registration Failed',
        description: 'Failed to register for the event. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined}>
        {view.name === 'duplicate' && (
          <>
            <DialogHeader>
              <DialogTitle>Already Registered</DialogTitle>
              <DialogDescription>Looks like you've already registered for this event.</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button onClick={() => setView({ name: 'form' })}>Update Registration</Button>
            </DialogFooter>
          </>
        )}

        {view.name === 'success' && (
          <>
            <DialogHeader className="items-center pr-0 text-center">
              <CircleCheck className="size-12 text-leaf" aria-hidden="true" />
              <DialogTitle>{view.updated ? 'Registration Updated!' : 'Registration Confirmed!'}</DialogTitle>
              <DialogDescription>
                {view.updated ? 'Your changes are saved.' : "You're on the list. We can't wait to see you!"}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-cream p-4">
              <dt className="font-semibold">Name</dt>
              <dd className="break-words">{view.registration.fullName}</dd>
              <dt className="font-semibold">Email</dt>
              <dd className="break-all">{view.registration.email}</dd>
              <dt className="font-semibold">Guests</dt>
              <dd>{view.registration.guestCount}</dd>
              <dt className="font-semibold">Event</dt>
              <dd className="wrap-anywhere">{eventTitle}</dd>
            </dl>
            <DialogFooter>
              <Button onClick={onClose}>Close</Button>
            </DialogFooter>
          </>
        )}

        {view.name === 'form' && (
          <>
            <DialogHeader>
              <DialogTitle>{updating ? 'Update Registration' : 'Register for Event'}</DialogTitle>
              <div className="text-maroon-soft wrap-anywhere">{eventTitle || (!eventError && <Skeleton className="h-5 w-48" />)}</div>
            </DialogHeader>
            {eventError && !event ? (
              <>
                <p>We couldn't find this event. It may have been removed.</p>
                <DialogFooter>
                  <Button onClick={onClose}>Close</Button>
                </DialogFooter>
              </>
            ) : !updating && event && !event.registrationOpen ? (
              <>
                <p>Registration is closed for this event.</p>
                <DialogFooter>
                  <Button onClick={onClose}>Close</Button>
                </DialogFooter>
              </>
            ) : prefill === 'loading' ? (
              <div className="grid gap-4" aria-busy="true" aria-label="Loading your registration">
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} className="h-16" />
                ))}
              </div>
            ) : (
              <RegistrationForm
                initialValues={values}
                updating={updating}
                prefillFailed={prefill === 'failed'}
                onSubmit={submit}
                onCancel={onClose}
              />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RegistrationForm({
  initialValues,
  updating,
  prefillFailed,
  onSubmit,
  onCancel,
}: {
  initialValues: FormValues;
  updating: boolean;
  prefillFailed: boolean;
  onSubmit: (values: FormValues, helpers: FormikHelpers<FormValues>) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <Formik initialValues={initialValues} validationSchema={registrationSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate className="grid gap-4">
          {prefillFailed && (
            <p className="rounded-lg bg-marigold-light p-3 text-sm">
              We couldn't load your registration. Please enter your details again.
            </p>
          )}
          <TextField name="fullName" label="Full Name" autoComplete="name" />
          <TextField name="email" label="Email Address" type="email" autoComplete="email" inputMode="email" />
          <TextField name="phone" label="Phone Number" type="tel" autoComplete="tel" optional />
          <SelectField
            name="guestCount"
            label="Number of Guests"
            options={guestOptionsFor(initialValues.guestCount)}
            parse={(value) => Number(value)}
            hint="Including yourself"
          />
          <TextField name="notes" label="Notes" multiline rows={3} optional placeholder="Dietary needs, questions..." />
          <DialogFooter>
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? (
                <>
                  <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                  {updating ? 'Updating...' : 'Registering...'}
                </>
              ) : (
                <>
                  <Users aria-hidden="true" />
                  {updating ? 'Update Registration' : 'Complete Registration'}
                </>
              )}
            </Button>
          </DialogFooter>
        </Form>
      )}
    </Formik>
  );
}
