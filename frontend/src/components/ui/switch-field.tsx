import * as React from 'react';
import { useField } from 'formik';
import { cn } from '@/lib/utils';
import { Label } from './label';
import { Switch } from './switch';

/** A Formik yes/no field on a switch, its label beside it, the whole row easy to reach. */
export function SwitchField({ name, label, hint, className }: { name: string; label: string; hint?: string; className?: string }) {
  const [field, , helpers] = useField<boolean>(name);
  const id = `${name}-${React.useId()}`;
  return (
    <div className={cn('flex min-h-11 items-center justify-between gap-4', className)}>
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
