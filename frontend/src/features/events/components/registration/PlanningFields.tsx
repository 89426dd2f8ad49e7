import '@/features/events/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/ui/form-field';
import { StepperField } from '@/components/ui/stepper-field';
import { SwitchField } from '@/components/ui/switch-field';
import { MAX_DIETARY_NOTES } from '../../schemas';

/** The optional planning details: children, vegetarian meals, dietary needs and photo consent. */
export function PlanningFields({ guests, mealsServed }: { guests: number; mealsServed: boolean }) {
  const { t } = useLingui();
  return (
    <fieldset className="grid gap-3 border-t border-line pt-4">
      <legend className="float-left mb-1 w-full text-base font-bold">
        <Trans>Planning details</Trans>
      </legend>
      <p className="text-sm text-maroon-soft">
        <Trans>All optional. They help us plan food and seating.</Trans>
      </p>
      <StepperField name="children" label={t`Children`} hint={t`Included in guests`} max={Math.max(guests - 1, 0)} />
      {mealsServed && <StepperField name="vegetarianMeals" label={t`Vegetarian meals`} max={guests} />}
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
  );
}
