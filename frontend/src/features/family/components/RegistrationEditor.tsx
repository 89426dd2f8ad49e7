import '../messages';
import { Form, Formik, type FormikHelpers } from 'formik';
import useSWR from 'swr';
import { LoaderCircle, Save } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { StepperField } from '@/components/ui/stepper-field';
import { SwitchField } from '@/components/ui/switch-field';
import { toast } from '@/components/ui/use-toast';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { isApiError } from '@/lib/api';
import type { Event, FamilyRegistration, Registration } from '@/lib/api-types';
import { cacheKeys } from '@/lib/cache-keys';
import { formatNumber } from '@/lib/i18n';
import { useWritten } from '@/lib/written';
import { useFamilyRegistration, useUpdateFamilyRegistration } from '../api/family';
import {
  MAX_DIETARY_NOTES,
  MAX_GUESTS,
  registrationChangeSchema,
  registrationChangeValues,
  registrationUpdate,
  type RegistrationChangeValues,
} from '../schemas';

/**
 * Changing a registration in place, as its manage link would: the party (guests, children, meals,
 * dietary needs, photos, notes); who registered and the dishes and jobs taken stay as they are.
 */
export function RegistrationEditor({ registration, onClose }: { registration: FamilyRegistration; onClose: () => void }) {
  const { t } = useLingui();
  const { registration: current, error, isLoading, retry } = useFamilyRegistration(registration);
  const { data: event } = useSWR<Event>(cacheKeys.event(registration.eventId));

  if (isLoading) {
    return (
      <div className="grid gap-3" role="status" aria-label={t`Loading your registration`}>
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (error || !current) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p>
          <Trans>We couldn't load your registration.</Trans>
        </p>
        <Button variant="outline" size="sm" onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    );
  }
  if (event && !event.registrationOpen) {
    return (
      <div className="grid justify-items-start gap-3">
        <p>
          <Trans>Registration is closed for this event, so it can't be changed here. Write to the organisers if your plans changed.</Trans>
        </p>
        <Button variant="outline" size="sm" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    );
  }
  return <ChangeForm registration={registration} current={current} mealsServed={event?.mealsServed ?? true} onClose={onClose} />;
}

function ChangeForm({
  registration,
  current,
  mealsServed,
  onClose,
}: {
  registration: FamilyRegistration;
  current: Registration;
  mealsServed: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const update = useUpdateFamilyRegistration();
  const written = useWritten();
  const eventTitle = written(registration.eventTitle, registration.eventTitleBn);

  async function submit(values: RegistrationChangeValues, helpers: FormikHelpers<RegistrationChangeValues>) {
    try {
      const updated = await update(registration, registrationUpdate(current, values, { mealsServed }));
      const position = updated.status === 'waitlisted' && updated.waitlistPosition ? updated.waitlistPosition : null;
      const number = position === null ? '' : formatNumber(position);
      toast({
        title: t`Registration Updated`,
        description:
          position === null
            ? t`Your changes are saved.`
            : t`Your changes are saved. You're on the waiting list, number ${number}.`,
      });
      onClose();
    } catch (error) {
      if (isApiError(error)) helpers.setErrors(error.fieldErrors);
      toast({
        title: t`Update Failed`,
        description: (isApiError(error) && error.body?.message) || t`Failed to update registration. Please try again.`,
        variant: 'destructive',
      });
    }
  }

  return (
    <Formik initialValues={registrationChangeValues(current)} validationSchema={registrationChangeSchema} onSubmit={submit}>
      {({ isSubmitting, values }) => {
        const guests = Number(values.guestCount) || 1;
        return (
          <Form noValidate className="grid gap-4" aria-label={t`Change the registration for ${eventTitle}`}>
            <FocusFirstError />
            <StepperField name="guestCount" label={t`Guests`} hint={t`Including yourself`} min={1} max={MAX_GUESTS} />
            <StepperField name="children" label={t`Children`} hint={t`Included in guests`} max={Math.max(guests - 1, 0)} />
            {mealsServed && <StepperField name="vegetarianMeals" label={t`Vegetarian meals`} max={guests} />}
            <TextField
              name="dietaryNotes"
              label={t`Allergies or dietary needs`}
              multiline
              rows={2}
              optional
              maxLength={MAX_DIETARY_NOTES}
            />
            <SwitchField name="photoConsent" label={t`Photos of our party may appear in the gallery`} />
            <TextField name="notes" label={t`Notes`} multiline rows={2} optional />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                <Trans>Close</Trans>
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? (
                  <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : (
                  <Save aria-hidden="true" />
                )}
                {isSubmitting ? t`Saving...` : t`Save changes`}
              </Button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
