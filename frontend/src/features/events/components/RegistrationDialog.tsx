import * as React from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { CalendarX, CircleCheck, Hourglass, LoaderCircle, Users } from 'lucide-react';
import { select, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { StepperField } from '@/components/ui/stepper-field';
import { SwitchField } from '@/components/ui/switch-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { formatNumber, pluralForm } from '@/lib/i18n';
import type { Event, Registration, RegistrationInput } from '@/lib/api-types';
import { useEvent } from '../api/events';
import {
  fetchRegistration,
  useCancelRegistration,
  useCreateRegistration,
  useRefreshEvent,
  useUpdateRegistration,
} from '../api/registrations';
import {
  emptyRegistration,
  guestOptionsFor,
  MAX_DIETARY_NOTES,
  registrationSchema,
  type RegistrationValues,
} from '../schemas';
import { CalendarLinks } from './CalendarLinks';
import { SlotPicker } from './SlotPicker';

type Summary = Pick<Registration, 'fullName' | 'email' | 'guestCount' | 'status' | 'waitlistPosition' | 'slotIds'>;

type View =
  | { name: 'form' }
  | { name: 'duplicate' }
  | { name: 'success'; registration: Summary; updated: boolean }
  | { name: 'cancelled' };

export interface RegistrationDialogProps {
  eventId: number;
  /** The event if the page already has it; otherwise it is fetched. */
  event?: Event;
  /** Opens in update mode for this registration (from the emailed manage link). */
  registrationId?: number;
  onClose: () => void;
}

/**
 * What the party's status means, in the current language: used on the form and in the success
 * view.
 */
export function waitingText(position: number | null | undefined): string {
  if (!position) return translate`You're on the waiting list. We'll email you as soon as seats free up.`;
  const number = formatNumber(position);
  return translate`You're on the waiting list, number ${number}. We'll email you as soon as seats free up.`;
}

function fromRegistration(registration: Registration): RegistrationValues {
  return {
    fullName: registration.fullName ?? '',
    email: registration.email ?? '',
    phone: registration.phone ?? '',
    guestCount: registration.guestCount ?? 1,
    notes: registration.notes ?? '',
    children: registration.children ?? 0,
    vegetarianMeals: registration.vegetarianMeals ?? 0,
    dietaryNotes: registration.dietaryNotes ?? '',
    photoConsent: registration.photoConsent ?? false,
    slotIds: registration.slotIds ?? [],
  };
}

/**
 * The request body. `slotIds` replaces the party's claims, so it is sent only when the form knows
 * them: for a new registration to an event with slots, or an update whose claims were loaded.
 * Otherwise (an update reached from "Already Registered") only a choice the visitor made here is
 * sent, and claims they made before stay as they are.
 */
function toInput(
  eventId: number,
  values: RegistrationValues,
  { mealsServed, claims }: { mealsServed: boolean; claims: 'known' | 'unknown' | 'none' },
): RegistrationInput {
  const input: RegistrationInput = {
    eventId,
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    guestCount: Number(values.guestCount),
    notes: values.notes.trim(),
    children: Number(values.children) || 0,
    vegetarianMeals: mealsServed ? Number(values.vegetarianMeals) || 0 : 0,
    dietaryNotes: values.dietaryNotes.trim(),
    photoConsent: values.photoConsent,
  };
  if (claims === 'known' || (claims === 'unknown' && values.slotIds.length > 0)) input.slotIds = values.slotIds;
  return input;
}

export default function RegistrationDialog({ eventId, event: knownEvent, registrationId, onClose }: RegistrationDialogProps) {
  const { t } = useLingui();
  const { data: fetchedEvent, error: eventError } = useEvent(knownEvent ? null : eventId);
  // A refresh after registering may briefly leave the page without the event; keep the last one.
  const [lastEvent, setLastEvent] = React.useState<Event | undefined>(knownEvent ?? fetchedEvent);
  const currentEvent = knownEvent ?? fetchedEvent;
  if (currentEvent && currentEvent !== lastEvent) setLastEvent(currentEvent);
  const event = currentEvent ?? lastEvent;

  const createRegistration = useCreateRegistration();
  const updateRegistration = useUpdateRegistration();
  const cancelRegistration = useCancelRegistration();
  const refreshEvent = useRefreshEvent();

  /** Puts the server's field errors on the fields; seats or a dish refused means the page's are stale. */
  function showFieldErrors(error: unknown, helpers: FormikHelpers<RegistrationValues>) {
    if (!isApiError(error)) return;
    const errors = error.fieldErrors;
    helpers.setErrors(errors);
    if (errors.slotIds || errors.guestCount) void refreshEvent(eventId);
  }

  const [view, setView] = React.useState<View>({ name: 'form' });
  // Set when updating: from the manage link, or from the id a 409 returned.
  const [updateId, setUpdateId] = React.useState<number | undefined>(registrationId);
  const [values, setValues] = React.useState<RegistrationValues>(emptyRegistration);
  // The registration as the server has it, when opened from the manage link.
  const [existing, setExisting] = React.useState<Registration | undefined>();
  const [prefill, setPrefill] = React.useState<'idle' | 'loading' | 'failed'>(registrationId ? 'loading' : 'idle');

  React.useEffect(() => {
    if (!registrationId) return;
    let cancelled = false;
    fetchRegistration(registrationId)
      .then((registration) => {
        if (cancelled) return;
        setExisting(registration);
        setValues(fromRegistration(registration));
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
  const slots = event?.slots ?? [];
  const mealsServed = event?.mealsServed ?? true;
  const claims = existing ? 'known' : updating ? 'unknown' : slots.length > 0 ? 'known' : 'none';

  async function submit(formValues: RegistrationValues, helpers: FormikHelpers<RegistrationValues>) {
    const input = toInput(eventId, formValues, { mealsServed, claims });
    setValues(formValues);
    if (updating) {
      try {
        const updated = await updateRegistration(updateId, eventId, input);
        toast({ title: t`Registration Updated`, description: t`Your registration has been updated successfully.` });
        setView({ name: 'success', registration: updated, updated: true });
      } catch (error) {
        if (isApiError(error, 403)) {
          toast({ title: t`Check Your Email`, description: t`We've emailed you a link to update this registration.` });
          return;
        }
        toast({
          title: t`Update Failed`,
          description: t`Failed to update registration. Please try again.`,
          variant: 'destructive',
        });
        showFieldErrors(error, helpers);
      }
      return;
    }

    try {
      const created = await createRegistration(input);
      setView({ name: 'success', registration: created, updated: false });
    } catch (error) {
      if (isApiError(error, 409)) {
        const existingId = Number(error.body?.id);
        if (Number.isInteger(existingId) && existingId > 0) setUpdateId(existingId);
        setView({ name: 'duplicate' });
        return;
      }
      toast({
        title: t`Registration Failed`,
        description: t`Failed to register for the event. Please try again.`,
        variant: 'destructive',
      });
      showFieldErrors(error, helpers);
    }
  }

  /** True when cancelled; the confirmation stays open otherwise, so the visitor can try again. */
  async function cancel(): Promise<boolean> {
    if (updateId === undefined) return false;
    try {
      await cancelRegistration(updateId, eventId);
      setView({ name: 'cancelled' });
      return true;
    } catch (error) {
      if (isApiError(error, 403)) {
        toast({ title: t`Check Your Email`, description: t`We've emailed you a link to update this registration.` });
      } else {
        toast({
          title: t`Cancellation Failed`,
          description: t`We couldn't cancel your registration. Please try again.`,
          variant: 'destructive',
        });
      }
      return false;
    }
  }

  function registerAgain() {
    setUpdateId(undefined);
    setExisting(undefined);
    setValues((current) => ({ ...current, slotIds: [] }));
  }

  const alreadyCancelled = existing?.status === 'cancelled' && updating;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined}>
        {view.name === 'duplicate' && (
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
              <Button onClick={() => setView({ name: 'form' })}>
                <Trans>Update Registration</Trans>
              </Button>
            </DialogFooter>
          </>
        )}

        {view.name === 'success' && (
          <SuccessView
            registration={view.registration}
            updated={view.updated}
            event={event}
            eventTitle={eventTitle}
            onClose={onClose}
          />
        )}

        {view.name === 'cancelled' && (
          <>
            <DialogHeader className="items-center pr-0 text-center">
              <CalendarX className="size-12 text-sindoor" aria-hidden="true" />
              <DialogTitle>
                <Trans>Registration Cancelled</Trans>
              </DialogTitle>
              <DialogDescription>
                {eventTitle ? (
                  <Trans>
                    Your registration for {eventTitle} is cancelled. Thank you for letting us know, and we hope to see
                    you another time.
                  </Trans>
                ) : (
                  <Trans>
                    Your registration for this event is cancelled. Thank you for letting us know, and we hope to see
                    you another time.
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
        )}

        {view.name === 'form' && (
          <>
            <DialogHeader>
              <DialogTitle>{updating ? t`Update Registration` : t`Register for Event`}</DialogTitle>
              <div className="text-maroon-soft wrap-anywhere">{eventTitle || (!eventError && <Skeleton className="h-5 w-48" />)}</div>
            </DialogHeader>
            {eventError && !event ? (
              <>
                <p>
                  <Trans>We couldn't find this event. It may have been removed.</Trans>
                </p>
                <DialogFooter>
                  <Button onClick={onClose}>
                    <Trans>Close</Trans>
                  </Button>
                </DialogFooter>
              </>
            ) : !updating && event && !event.registrationOpen ? (
              <>
                <p>
                  <Trans>Registration is closed for this event.</Trans>
                </p>
                <DialogFooter>
                  <Button onClick={onClose}>
                    <Trans>Close</Trans>
                  </Button>
                </DialogFooter>
              </>
            ) : prefill === 'loading' ? (
              <div className="grid gap-4" aria-busy="true" aria-label={t`Loading your registration`}>
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} className="h-16" />
                ))}
              </div>
            ) : alreadyCancelled ? (
              <>
                <p>
                  <Trans>This registration was cancelled. You're welcome to register again if there's room.</Trans>
                </p>
                <DialogFooter>
                  <Button variant="outline" onClick={onClose}>
                    <Trans>Close</Trans>
                  </Button>
                  {event?.registrationOpen && !event.isPast && (
                    <Button onClick={registerAgain}>
                      <Trans>Register Again</Trans>
                    </Button>
                  )}
                </DialogFooter>
              </>
            ) : (
              <RegistrationForm
                initialValues={values}
                event={event}
                updating={updating}
                existing={existing}
                prefillFailed={prefill === 'failed'}
                onSubmit={submit}
                onCancelRegistration={cancel}
                onClose={onClose}
              />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function SuccessView({
  registration,
  updated,
  event,
  eventTitle,
  onClose,
}: {
  registration: Summary;
  updated: boolean;
  event: Event | undefined;
  eventTitle: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const waiting = registration.status === 'waitlisted';
  const title = updated ? t`Registration Updated!` : waiting ? t`You're on the Waiting List` : t`Registration Confirmed!`;
  const saved = t`Your changes are saved.`;
  const description = waiting
    ? [updated && saved, waitingText(registration.waitlistPosition)].filter(Boolean).join(' ')
    : updated
      ? saved
      : t`You're on the list. We can't wait to see you!`;
  const claimed = new Set(registration.slotIds ?? []);
  const taking = (event?.slots ?? []).filter((slot) => slot.id !== undefined && claimed.has(slot.id));
  const Icon = waiting ? Hourglass : CircleCheck;

  return (
    <>
      <DialogHeader className="items-center pr-0 text-center">
        <Icon className={waiting ? 'size-12 text-sindoor-dark' : 'size-12 text-leaf'} aria-hidden="true" />
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-cream p-4">
        <dt className="font-semibold">
          <Trans>Name</Trans>
        </dt>
        <dd className="break-words">{registration.fullName}</dd>
        <dt className="font-semibold">
          <Trans>Email</Trans>
        </dt>
        <dd className="break-all">{registration.email}</dd>
        <dt className="font-semibold">
          <Trans>Guests</Trans>
        </dt>
        <dd>{formatNumber(registration.guestCount)}</dd>
        <dt className="font-semibold">
          <Trans>Event</Trans>
        </dt>
        <dd className="wrap-anywhere">{eventTitle}</dd>
        {taking.length > 0 && (
          <>
            <dt className="font-semibold">
              <Trans>Signed up for</Trans>
            </dt>
            <dd className="wrap-anywhere">{taking.map((slot) => slot.title).join(', ')}</dd>
          </>
        )}
      </dl>
      {event && !event.isPast && (
        <div className="grid justify-items-center gap-2 text-center">
          <p className="text-sm font-semibold text-maroon-soft">
            <Trans>Save the date</Trans>
          </p>
          <CalendarLinks event={event} className="justify-center" />
        </div>
      )}
      <DialogFooter>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogFooter>
    </>
  );
}

function RegistrationForm({
  initialValues,
  event,
  updating,
  existing,
  prefillFailed,
  onSubmit,
  onCancelRegistration,
  onClose,
}: {
  initialValues: RegistrationValues;
  event: Event | undefined;
  updating: boolean;
  existing: Registration | undefined;
  prefillFailed: boolean;
  onSubmit: (values: RegistrationValues, helpers: FormikHelpers<RegistrationValues>) => Promise<void>;
  onCancelRegistration: () => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const slots = event?.slots ?? [];
  const spotsLeft = event?.spotsLeft ?? null;
  const held = existing?.slotIds ?? [];

  return (
    <Formik initialValues={initialValues} validationSchema={registrationSchema} onSubmit={onSubmit}>
      {({ isSubmitting, values }) => {
        const guests = Number(values.guestCount) || 1;
        // A party is never split: one larger than the seats left waits as a whole.
        const waits = !updating && spotsLeft !== null && guests > spotsLeft;
        return (
          <Form noValidate className="grid gap-5">
            {prefillFailed && (
              <p className="rounded-lg bg-marigold-light p-3 text-sm">
                <Trans>We couldn't load your registration. Please enter your details again.</Trans>
              </p>
            )}
            {existing?.status === 'waitlisted' && (
              <p className="rounded-lg bg-marigold-light p-3 text-sm">{waitingText(existing.waitlistPosition)}</p>
            )}
            {existing?.status === 'confirmed' && (
              <p className="rounded-lg bg-cream p-3 text-sm font-medium text-leaf">
                <Trans>Your seats are confirmed.</Trans>
              </p>
            )}
            {!updating && spotsLeft === 0 && (
              <p className="rounded-lg bg-marigold-light p-3 text-sm">
                <Trans>
                  This event is full. Register and we'll put you on the waiting list, and email you as soon as seats
                  free up.
                </Trans>
              </p>
            )}

            <div className="grid gap-4">
              <TextField name="fullName" label={t`Full Name`} autoComplete="name" />
              <TextField name="email" label={t`Email Address`} type="email" autoComplete="email" inputMode="email" />
              <TextField name="phone" label={t`Phone Number`} type="tel" autoComplete="tel" optional />
              <SelectField
                name="guestCount"
                label={t`Number of Guests`}
                options={guestOptionsFor(initialValues.guestCount)}
                parse={(value) => Number(value)}
                hint={waits && spotsLeft ? waitsHint(spotsLeft, guests) : t`Including yourself`}
              />
            </div>

            <fieldset className="grid gap-3 border-t border-line pt-4">
              <legend className="float-left mb-1 w-full text-base font-bold">
                <Trans>Planning details</Trans>
              </legend>
              <p className="text-sm text-maroon-soft">
                <Trans>All optional. They help us plan food and seating.</Trans>
              </p>
              <StepperField name="children" label={t`Children`} hint={t`Included in guests`} max={Math.max(guests - 1, 0)} />
              {event?.mealsServed !== false && (
                <StepperField name="vegetarianMeals" label={t`Vegetarian meals`} max={guests} />
              )}
              <TextField
                name="dietaryNotes"
                label={t`Allergies or dietary needs`}
                multiline
                rows={2}
                optional
                maxLength={MAX_DIETARY_NOTES}
                placeholder={t`For example: nut allergy, no onion or garlic`}
              />
              <SwitchField name="photoConsent" label={t`Photos of our party may appear in the gallery`} />
            </fieldset>

            {slots.length > 0 && <SlotPicker slots={slots} held={held} />}

            <TextField
              name="notes"
              label={t`Notes`}
              multiline
              rows={3}
              optional
              placeholder={t`Questions, or anything else we should know`}
            />

            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {updating ? t`Close` : t`Cancel`}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? (
                  <>
                    <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                    {updating ? t`Updating...` : t`Registering...`}
                  </>
                ) : (
                  <>
                    <Users aria-hidden="true" />
                    {updating ? t`Update Registration` : t`Complete Registration`}
                  </>
                )}
              </Button>
            </DialogFooter>

            {updating && <CancelRegistration eventTitle={event?.title} onConfirm={onCancelRegistration} />}
          </Form>
        );
      }}
    </Formik>
  );
}

/** The guests' hint when the party is larger than the seats left: it waits as a whole. */
function waitsHint(spotsLeft: number, guests: number): string {
  const party = formatNumber(guests);
  const left = formatNumber(spotsLeft);
  const spots = pluralForm(spotsLeft);
  return translate`Including yourself. Only ${select(spots, { one: `${left} spot`, other: `${left} spots` })} left, so a party of ${party} joins the waiting list.`;
}

/** "Cancel Registration", behind a confirmation: the seats go to the next family waiting. */
function CancelRegistration({ eventTitle, onConfirm }: { eventTitle?: string; onConfirm: () => Promise<boolean> }) {
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
