import * as React from 'react';
import { useField } from 'formik';
import { Minus, Plus } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { fieldClasses } from './input';
import { Label } from './label';

interface StepperFieldProps {
  name: string;
  label: string;
  hint?: string;
  min?: number;
  /** The largest number the plus button reaches; typing more is left to validation to explain. */
  max: number;
  className?: string;
}

/**
 * A labelled Formik whole-number field with − and + buttons: one tap per person on a phone
 * instead of a keyboard. The number can still be typed.
 */
export function StepperField({ name, label, hint, min = 0, max, className }: StepperFieldProps) {
  const { t } = useLingui();
  const [field, meta, helpers] = useField<number | ''>(name);
  const id = `${name}-${React.useId()}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const value = field.value === '' ? '' : Number(field.value);
  const set = (next: number) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(Math.min(Math.max(next, min), Math.max(max, min)));
  };
  const noun = label.toLowerCase();

  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          {hint && (
            <p id={`${id}-hint`} className="text-sm text-maroon-soft">
              {hint}
            </p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Fewer ${noun}`}
            aria-controls={id}
            disabled={value === '' || value <= min}
            onClick={() => set((value === '' ? min : value) - 1)}
          >
            <Minus aria-hidden="true" />
          </Button>
          <input
            id={id}
            name={name}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={value}
            onChange={(event) => {
              const text = event.target.value;
              void helpers.setValue(text === '' ? '' : Number(text));
            }}
            onBlur={(event) => {
              // An emptied field means none, rather than an error; a number typed below the least
              // allowed (a large party's "1" on the way to "14", left there) becomes the least.
              if (field.value === '' || Number(field.value) < min) void helpers.setValue(min);
              field.onBlur(event);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
            className={cn(
              fieldClasses,
              'min-h-11 w-12 px-1 text-center font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
            )}
          />
          <Button
            variant="outline"
            size="icon"
            aria-label={t`More ${noun}`}
            aria-controls={id}
            disabled={value !== '' && value >= max}
            onClick={() => set((value === '' ? min : value) + 1)}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-sindoor-dark" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
