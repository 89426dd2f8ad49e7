import '@/features/events/messages';
import * as React from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { LoaderCircle, Users } from 'lucide-react';
import { select, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import type { Event, Family, Registration } from '@/lib/api-types';
import { formatNumber, pluralForm } from '@/lib/i18n';
import { StepperField } from '@/components/ui/stepper-field';
import {
  guestChoice,
  guestOptions,
  LARGE_PARTY,
  MAX_GUESTS,
  registrationSchemaFor,
  type RegistrationValues,
} from '../../schemas';
import { useWritten } from '@/lib/written';
import { SlotPicker } from '../SlotPicker';
import { CancelRegistration } from './CancelRegistration';
import { DayPicker } from './DayPicker';
import { FamilyMembers } from './FamilyMembers';
import { Notice } from './Notice';
import { PlanningFields } from './PlanningFields';
import { SwitchField } from '@/components/ui/switch-field';
import { waitingText } from './waiting-text';

/** The guests' hint when the party is larger than the seats left: it waits as a whole. */
function waitsHint(spotsLeft: number, guests: number): string {
  const party = formatNumber(guests);
  const left = formatNumber(spotsLeft);
  const spots = pluralForm(spotsLeft);
  return translate`Including yourself. Only ${select(spots, { one: `${left} spot`, other: `${left} spots` })} left, so a party of ${party} joins the waiting list.`;
}

/** What the visitor should know before filling in the form: the prefill failed, where the party stands, a full event. */
function FormNotices({
  updating,
  existing,
  prefillFailed,
  full,
}: {
  updating: boolean;
  existing: Registration | undefined;
  prefillFailed: boolean;
  full: boolean;
}) {
  return (
    <>
      {prefillFailed && (
        <Notice>
          <Trans>We couldn't load your registration. Please enter your details again.</Trans>
        </Notice>
      )}
      {existing?.status === 'waitlisted' && <Notice>{waitingText(existing.waitlistPosition)}</Notice>}
      {existing?.status === 'confirmed' && (
        <Notice tone="success">
          <Trans>Your seats are confirmed.</Trans>
        </Notice>
      )}
      {!updating && full && (
        <Notice>
          <Trans>
            This event is full. Register and we'll put you on the waiting list, and email you as soon as seats free up.
          </Trans>
        </Notice>
      )}
    </>
  );
}

/** Who is coming: the party's contact and its size; '11+ people' then says how many, up to the server's limit. */
function PartyFields({ guests, guestsHint }: { guests: number; guestsHint: string }) {
  const { t } = useLingui();
  const most = formatNumber(MAX_GUESTS);
  // Chosen by the selector, not read from the number: while the exact number is being typed
  // ("1" on the way to "14"), the party stays a large one.
  const [large, setLarge] = React.useState(guests >= LARGE_PARTY);
  if (guests >= LARGE_PARTY && !large) setLarge(true);
  return (
    <div className="grid gap-4">
      <TextField name="fullName" label={t`Full Name`} autoComplete="name" />
      <TextField name="email" label={t`Email Address`} type="email" autoComplete="email" inputMode="email" />
      <TextField name="phone" label={t`Phone Number`} type="tel" autoComplete="tel" optional />
      <SelectField
        name="guestCount"
        label={t`Number of Guests`}
        options={guestOptions()}
        parse={(value) => {
          setLarge(Number(value) >= LARGE_PARTY);
          return Number(value);
        }}
        format={large ? () => String(LARGE_PARTY) : guestChoice}
        hint={guestsHint}
      />
      {large && (
        <StepperField
          name="guestCount"
          label={t`People in all`}
          hint={t`Up to ${most}. For a larger group, please write to us.`}
          min={LARGE_PARTY}
          max={MAX_GUESTS}
        />
      )}
    </div>
  );
}

function SubmitButton({ updating, submitting }: { updating: boolean; submitting: boolean }) {
  const { t } = useLingui();
  return (
    <Button type="submit" disabled={submitting}>
      {submitting ? (
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
  );
}

/**
 * The form: the party, its planning details, the event's slots and notes. Each group of fields is
 * a component of its own, reading and writing the Formik values by name.
 */
export function RegistrationForm({
  initialValues,
  event,
  updating,
  existing,
  prefillFailed,
  members,
  onSubmit,
  onCancelRegistration,
  onClose,
}: {
  initialValues: RegistrationValues;
  event: Event | undefined;
  updating: boolean;
  existing: Registration | undefined;
  prefillFailed: boolean;
  members: Family['members'];
  onSubmit: (values: RegistrationValues, helpers: FormikHelpers<RegistrationValues>) => Promise<void>;
  onCancelRegistration: () => Promise<boolean>;
  onClose: () => void;
}) {
  const written = useWritten();
  const { t } = useLingui();
  const slots = event?.slots ?? [];
  const days = event?.days ?? [];
  const spotsLeft = event?.spotsLeft ?? null;

  return (
    <Formik initialValues={initialValues} validationSchema={registrationSchemaFor(days.length > 0)} onSubmit={onSubmit}>
      {({ isSubmitting, values }) => {
        const guests = Number(values.guestCount) || 1;
        // A party is never split: one larger than the seats left waits as a whole.
        const waits = !updating && spotsLeft !== null && guests > spotsLeft;
        return (
          <Form noValidate className="grid gap-5">
            <FocusFirstError />
            <FormNotices updating={updating} existing={existing} prefillFailed={prefillFailed} full={spotsLeft === 0} />
            {members.length > 0 && <FamilyMembers members={members} />}
            <PartyFields
              guests={guests}
              guestsHint={waits && spotsLeft ? waitsHint(spotsLeft, guests) : t`Including yourself`}
            />
            {days.length > 0 && (
              <DayPicker
                days={days}
                guests={guests}
                held={existing?.status === 'confirmed' ? (existing.dayIds ?? []) : []}
              />
            )}
            <PlanningFields guests={guests} mealsServed={event?.mealsServed !== false} />
            {slots.length > 0 && <SlotPicker slots={slots} held={existing?.slotIds ?? []} />}
            <TextField
              name="notes"
              label={t`Notes`}
              multiline
              rows={3}
              optional
              placeholder={t`Questions, or anything else we should know`}
            />
            {!updating && (
              <SwitchField
                name="announcements"
                label={t`Email me the announcements`}
                hint={t`News of the association's events, a few times a year. We email you a link to confirm; every announcement has a link to stop them.`}
              />
            )}
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {updating ? t`Close` : t`Cancel`}
              </Button>
              <SubmitButton updating={updating} submitting={isSubmitting} />
            </DialogFooter>
            {updating && <CancelRegistration eventTitle={event ? written(event.title, event.titleBn) : undefined} onConfirm={onCancelRegistration} />}
          </Form>
        );
      }}
    </Formik>
  );
}
