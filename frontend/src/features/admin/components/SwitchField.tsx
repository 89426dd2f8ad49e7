import * as React from 'react';
import { useField } from 'formik';
import { Switch } from '@/components/ui/switch';
import { Label } from '@/components/ui/label';

/** A labelled Formik boolean on a Radix switch, with a line explaining what it does. */
export function SwitchField({ name, label, description }: { name: string; label: string; description?: string }) {
  const [field, , helpers] = useField<boolean>(name);
  const id = `${name}-${React.useId()}`;
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-line bg-cream/60 p-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-maroon-soft">
            {description}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={Boolean(field.value)}
        onCheckedChange={(checked) => void helpers.setValue(checked)}
        aria-describedby={description ? `${id}-description` : undefined}
      />
    </div>
  );
}
