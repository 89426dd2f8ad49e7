import * as React from 'react';
import { useField } from 'formik';
import { cn } from '@/lib/utils';
import { Label } from './label';
import { Switch } from './switch';

/**
 * A Formik yes/no field on a switch, its label beside it, the whole row easy to reach. `boxed`
 * sets it on a card of its own, for a setting that stands apart in a long form.
 */
export function SwitchField({
  name,
  label,
  hint,
  boxed = false,
  className,
}: {
  name: string;
  label: string;
  hint?: string;
  boxed?: boolean;
  className?: string;
}) {
  const [field, , helpers] = useField<boolean>(name);
  const id = `${name}-${React.useId()}`;
  return (
    <div
      className={cn(
        'flex min-h-11 items-center justify-between gap-4',
        boxed && 'items-start rounded-xl border border-line bg-cream/60 p-4',
        className,
      )}
    >
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-maroon-soft">
            {hint}
          </p>
        )}
      </div>
      <Switch
        id={id}
        name={name}
        checked={Boolean(field.value)}
        onCheckedChange={(checked) => void helpers.setValue(checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}
