import '@/features/events/messages';
import * as React from 'react';
import type { FormikHelpers } from 'formik';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import type { Event, Family, Registration, RegistrationInput } from '@/lib/api-types';
import { formatTimeOfDay } from '@/lib/dates';
import { useSignedInFamily } from '@/lib/family-session';
import { manageTokens } from '@/lib/manage-link';
import { useEvent } from '../../api/events';
import {
  useCancelRegistration,
  useCreateRegistration,
  requestManageLink,
  useRefreshEvent,
  useRegistration,
  useUpdateRegistration,
} from '../../api/registrations';
import { emptyRegistration, type RegistrationValues } from '../../schemas';

export type Summary = Pick<
  Registration,
  'id' | 'fullName' | 'email' | 'guestCount' | 'status' | 'waitlistPosition' | 'slotIds' | 'dayIds' | 'sittingIds' | 'amountDue' | 'amountPaid' | 'paymentReference'
>;

/**
 * What the server said when it was asked for the link to a registration: emailed now, or held back
 * by the resend limit until `resendAt`.
 */
export interface LinkRequest {
  sent: boolean;
  resendAt: string | null;
}

/** The dialog's views: the form, the 409's "Already Registered" and its emailed link, and the two endings. */
type View =
  | { name: 'form' }
  | { name: 'duplicate' }
  | { name: 'linkRequested'; request: LinkRequest }
  | { name: 'success'; registration: Summary; updated: boolean }
  | { name: 'cancelled' };

/**
 * What the form view shows: the event is missing or closed, the party's registration is loading
 * or was cancelled, or the form itself.
 */
export type FormState = 'missing' | 'closed' | 'loading' | 'cancelled' | 'ready';

/** Whether the party's slot claims are known, so the request may replace them (see `toInput`). */
type Claims = 'known' | 'unknown' | 'none';

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
    announcements: false,
    slotIds: registration.slotIds ?? [],
    dayIds: registration.dayIds ?? [],
    memberIds: [],
  };
}

/** Every day of a festival: what a new registration starts with ticked. */
function allDays(event: Event | undefined): number[] {
  return (event?.days ?? []).flatMap((day) => (day.id === undefined ? [] : [day.id]));
}

/** A signed-in family's new registration starts from who it is; its members are ticked in the form. */
function fromFamily(family: Family): RegistrationValues {
  return { ...emptyRegistration, fullName: family.name, email: family.email, phone: family.phone };
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
  { mealsServed, claims, hasDays }: { mealsServed: boolean; claims: Claims; hasDays: boolean },
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
    announcements: values.announcements,
  };
  if (claims === 'known' || (claims === 'unknown' && values.slotIds.length > 0)) input.slotIds = values.slotIds;
  // The days the form shows are always what the party chose (all ticked until it unticks some).
  if (hasDays) input.dayIds = values.dayIds;
  return input;
}

/** What a 403 for want of a token says about the emailed link. */
function linkRequestOf(error: unknown): LinkRequest {
  const body = isApiError(error) ? error.body : null;
  const resendAt = typeof body?.resendAt === 'string' ? body.resendAt : null;
  return { sent: body?.linkSent !== false, resendAt };
}

/**
 * The event the dialog is for. A refresh after registering may briefly leave the page without it,
 * so the last one is kept.
 */
function useDialogEvent(eventId: number, knownEvent: Event | undefined) {
  const { data: fetchedEvent, error } = useEvent(knownEvent ? null : eventId);
  const [lastEvent, setLastEvent] = React.useState<Event | undefined>(knownEvent ?? fetchedEvent);
  const currentEvent = knownEvent ?? fetchedEvent;
  if (currentEvent && currentEvent !== lastEvent) setLastEvent(currentEvent);
  return { event: currentEvent ?? lastEvent, eventError: error };
}

/**
 * The registration dialog's state machine: which view is shown, the values the form starts with,
 * and what submitting, cancelling and registering again do.
 */
export function useRegistrationDialog({
  eventId,
  knownEvent,
  registrationId,
}: {
  eventId: number;
  knownEvent: Event | undefined;
  registrationId: number | undefined;
}) {
  const { t } = useLingui();
  const { event, eventError } = useDialogEvent(eventId, knownEvent);
  const createRegistration = useCreateRegistration();
  const updateRegistration = useUpdateRegistration();
  const cancelRegistration = useCancelRegistration();
  const refreshEvent = useRefreshEvent();

  const [view, setView] = React.useState<View>({ name: 'form' });
  // Set when updating: from the manage link, or from the id a 409 returned.
  const [updateId, setUpdateId] = React.useState<number | undefined>(registrationId);
  // Registering again after a cancellation leaves the manage link's registration behind.
  const [detached, setDetached] = React.useState(false);
  // The registration the form starts from: the manage link's, or the one "Already Registered" found
  // when this browser holds its token.
  const [bookingId, setBookingId] = React.useState<number | undefined>(registrationId);
  const prefill = useRegistration(detached ? null : bookingId);
  const existing = detached ? undefined : prefill.data;
  // A manage link's registration is the party's own; any other starts from the signed-in family.
  const signedIn = useSignedInFamily(registrationId === undefined);
  const family = signedIn.family;
  // What the visitor typed, kept when the form goes away (a 409) and comes back.
  const [entered, setEntered] = React.useState<RegistrationValues | undefined>();
  const started = existing ? fromRegistration(existing) : family ? fromFamily(family) : emptyRegistration;
  const values = entered ?? (existing ? started : { ...started, dayIds: allDays(event) });

  const updating = updateId !== undefined;
  const mealsServed = event?.mealsServed ?? true;
  const claims: Claims = existing ? 'known' : updating ? 'unknown' : (event?.slots ?? []).length > 0 ? 'known' : 'none';

  let formState: FormState = 'ready';
  if (eventError && !event) formState = 'missing';
  else if (!updating && event && !event.registrationOpen) formState = 'closed';
  else if ((prefill.isLoading || signedIn.isLoading) && !entered) formState = 'loading';
  // The form starts from the event's days, so it waits for the event.
  else if (!event && !entered) formState = 'loading';
  else if (updating && existing?.status === 'cancelled') formState = 'cancelled';

  /** The server's refusal of a change without the token: the link emailed now, or when it can be. */
  function checkYourEmail(error: unknown) {
    const { sent, resendAt } = linkRequestOf(error);
    if (sent || !resendAt) {
      toast({ title: t`Check Your Email`, description: t`We've emailed you a link to update this registration.` });
      return;
    }
    const time = formatTimeOfDay(resendAt);
    toast({
      title: t`Check Your Email`,
      description: t`We emailed you a link to this registration a few minutes ago; please use that one. Another can be sent at ${time}.`,
    });
  }

  /**
   * "Update Registration" after a 409: the booking itself when this browser holds its token;
   * otherwise its link is emailed to the address it was made with, and the dialog says so (or
   * when the link can be sent again), rather than a form that could not be saved.
   */
  async function openBooking() {
    if (updateId === undefined) return;
    if (manageTokens.get('registration', updateId)) {
      setBookingId(updateId);
      setEntered(undefined);
      setView({ name: 'form' });
      return;
    }
    try {
      await requestManageLink(updateId);
    } catch (error) {
      if (isApiError(error, 403)) {
        setView({ name: 'linkRequested', request: linkRequestOf(error) });
        return;
      }
      toast({
        title: t`Something went wrong`,
        description: (isApiError(error) && error.body?.message) || t`Please try again.`,
        variant: 'destructive',
      });
    }
  }

  /** Puts the server's field errors on the fields; seats or a dish refused means the page's are stale. */
  function showFieldErrors(error: unknown, helpers: FormikHelpers<RegistrationValues>) {
    if (!isApiError(error)) return;
    const errors = error.fieldErrors;
    helpers.setErrors(errors);
    if (errors.slotIds || errors.guestCount || errors.dayIds) void refreshEvent(eventId);
  }

  async function update(id: number, input: RegistrationInput, helpers: FormikHelpers<RegistrationValues>) {
    try {
      const updated = await updateRegistration(id, eventId, input);
      toast({ title: t`Registration Updated`, description: t`Your registration has been updated successfully.` });
      setView({ name: 'success', registration: updated, updated: true });
    } catch (error) {
      if (isApiError(error, 403)) return checkYourEmail(error);
      toast({
        title: t`Update Failed`,
        description: t`Failed to update registration. Please try again.`,
        variant: 'destructive',
      });
      showFieldErrors(error, helpers);
    }
  }

  async function create(input: RegistrationInput, helpers: FormikHelpers<RegistrationValues>) {
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

  async function submit(formValues: RegistrationValues, helpers: FormikHelpers<RegistrationValues>) {
    const input = toInput(eventId, formValues, { mealsServed, claims, hasDays: allDays(event).length > 0 });
    setEntered(formValues);
    await (updateId === undefined ? create(input, helpers) : update(updateId, input, helpers));
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
        checkYourEmail(error);
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
    setDetached(true);
    setEntered({ ...values, slotIds: [] });
  }

  return {
    event,
    view,
    formState,
    values,
    updating,
    existing,
    prefillFailed: Boolean(prefill.error) && !detached,
    /** The family's members to tick, for a new registration by a signed-in family. */
    members: updating ? [] : (family?.members ?? []),
    submit,
    cancel,
    registerAgain,
    openBooking,
  };
}
