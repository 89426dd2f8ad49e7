import * as React from 'react';
import { useField } from 'formik';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Role } from '@/lib/api-types';

export const ROLE_NAMES: Record<Role, ReturnType<typeof msg>> = {
  administrator: msg`Administrator`,
  organiser: msg`Organiser`,
  treasurer: msg`Treasurer`,
  door: msg`Door`,
};
const ROLE_HINTS: Record<Role, ReturnType<typeof msg>> = {
  administrator: msg`Everything, with the people, the settings and the back office`,
  organiser: msg`Events, registrations, programme, gallery, messages and the door`,
  treasurer: msg`Payments, receipts, the bank, membership and the books`,
  door: msg`Checking guests in at the door`,
};
export const ROLES = Object.keys(ROLE_NAMES) as Role[];

/** A Formik field of roles (a list), each a checkbox with what the role may do. */
export function RolesField({ name, legend }: { name: string; legend: string }) {
  const { t } = useLingui();
  const [field, meta, helpers] = useField<Role[]>(name);
  const id = React.useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-bold">
        {legend}
      </legend>
      {ROLES.map((role) => (
        <div key={role} className="flex min-h-11 items-start gap-3 rounded-lg border border-line p-2">
          <input
            id={`${id}-${role}`}
            type="checkbox"
            className="mt-1 size-5 accent-sindoor"
            checked={field.value.includes(role)}
            onChange={(event) =>
              void helpers.setValue(event.target.checked ? [...field.value, role] : field.value.filter((r) => r !== role))
            }
          />
          <label htmlFor={`${id}-${role}`}>
            <span className="font-semibold">{t(ROLE_NAMES[role])}</span>
            <span className="block text-sm text-maroon-soft">{t(ROLE_HINTS[role])}</span>
          </label>
        </div>
      ))}
      {meta.error && <p className="text-sm font-semibold text-sindoor-dark">{meta.error}</p>}
    </fieldset>
  );
}

