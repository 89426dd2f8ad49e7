import { useField } from 'formik';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { formatMoney } from '@/lib/money';
import { QUICK_AMOUNTS } from '../schemas';

const CENTS_PER_DOLLAR = 100;

/** The amount in dollars: a quick choice ($25, $51, $101, $251) or any amount typed. */
export function AmountPicker() {
  const { t } = useLingui();
  const [field, , helpers] = useField<string>('amount');
  const chosen = field.value.trim();

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-semibold">{t`Amount`}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {QUICK_AMOUNTS.map((dollars) => (
          <Button
            key={dollars}
            type="button"
            variant={chosen === dollars ? 'default' : 'outline'}
            aria-pressed={chosen === dollars}
            onClick={() => void helpers.setValue(dollars)}
          >
            {formatMoney(Number(dollars) * CENTS_PER_DOLLAR, { whole: true })}
          </Button>
        ))}
      </div>
      <TextField
        name="amount"
        label={t`Amount in dollars`}
        hint={t`Any amount from $1 to $100,000.`}
        inputMode="decimal"
        autoComplete="off"
      />
    </fieldset>
  );
}
