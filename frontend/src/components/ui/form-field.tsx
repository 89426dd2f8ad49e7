import * as React from 'react';
import { useField } from 'formik';
import { Trans } from '@lingui/react/macro';
import { cn } from '@/lib/utils';
import { Input } from './input';
import { Label } from './label';
import { Textarea } from './textarea';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
  children: React.ReactNode;
}

function FieldShell({ id, label, error, hint, optional, className, children }: FieldShellProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional && (
          <span className="font-normal text-maroon-soft">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-maroon-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-sindoor-dark" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function useFieldIds(name: string, idProp?: string) {
  const generated = React.useId();
  const id = idProp ?? `${name}-${generated}`;
  return id;
}

type TextFieldProps = {
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
  className?: string;
} & (
  | ({ multiline?: false } & Omit<React.ComponentProps<'input'>, 'name'>)
  | ({ multiline: true } & Omit<React.ComponentProps<'textarea'>, 'name'>)
);

/** A labelled Formik text input (or textarea) with its validation message. */
export function TextField({ name, label, hint, optional, className, id: idProp, ...rest }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useFieldIds(name, idProp);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const common = {
    id,
    ...field,
    value: field.value ?? '',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      {rest.multiline ? (
        <Textarea {...common} {...withoutMultiline(rest)} />
      ) : (
        <Input {...common} {...withoutMultiline(rest)} />
      )}
    </FieldShell>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...others } = props;
  return others;
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  /** The trigger's id, when focus must be able to move to it; one is made otherwise. */
  id?: string;
  label: string;
  options: SelectOption[];
  placeholder?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
  disabled?: boolean;
  /** Converts the chosen option's string value into the form value (e.g. a number). */
  parse?: (value: string) => unknown;
  /** The option that shows the form value, when several values share one option ("11+"). */
  format?: (value: unknown) => string;
}

/** A labelled Formik field on a Radix select. */
export function SelectField({
  name,
  id: idProp,
  label,
  options,
  placeholder,
  hint,
  optional,
  className,
  disabled,
  parse = (value) => value,
  format = String,
}: SelectFieldProps) {
  const [field, meta, helpers] = useField<unknown>(name);
  const id = useFieldIds(name, idProp);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const value = field.value === undefined || field.value === null || field.value === '' ? '' : format(field.value);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <Select
        name={name}
        value={value}
        disabled={disabled}
        onValueChange={(next) => {
          void helpers.setValue(parse(next));
        }}
        onOpenChange={(open) => {
          if (!open) void helpers.setTouched(true, false);
        }}
      >
        <SelectTrigger
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FieldShell>
  );
}
