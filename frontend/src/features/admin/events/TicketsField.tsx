import { useFormikContext } from 'formik';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/ui/form-field';
import { SwitchField } from '@/components/ui/switch-field';
import type { EventFormValues } from './form-values';

/**
 * The event's tickets: free, or four prices in dollars (what adults and children pay, and what
 * they pay when the family's membership is active).
 */
export function TicketsField() {
  const { t } = useLingui();
  const { values } = useFormikContext<EventFormValues>();
  const price = { inputMode: 'decimal' as const, placeholder: '0.00', autoComplete: 'off' };
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-base font-bold">{t`Tickets`}</legend>
      <SwitchField
        name="free"
        boxed
        label={t`Free event`}
        hint={t`Turn off to charge per adult and child; members pay the member prices.`}
      />
      {!values.free && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="prices.adult" label={t`Adult ($)`} {...price} />
          <TextField name="prices.child" label={t`Child ($)`} {...price} />
          <TextField name="prices.memberAdult" label={t`Member adult ($)`} {...price} />
          <TextField name="prices.memberChild" label={t`Member child ($)`} {...price} />
        </div>
      )}
    </fieldset>
  );
}
