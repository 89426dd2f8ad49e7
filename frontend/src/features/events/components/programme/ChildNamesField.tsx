import './messages';
import * as React from 'react';
import { useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHILD_NAMES, type ActValues } from './schemas';

/**
 * How the public programme names the children of the act, asked once a performer is ticked as a
 * child: first names only (chosen at first), full names, or no names. Organisers see every name.
 */
export function ChildNamesField() {
  const { i18n } = useLingui();
  const { values, setFieldValue } = useFormikContext<ActValues>();
  const baseId = React.useId();
  if (!values.performers.some((performer) => performer.child)) return null;

  return (
    <fieldset className="grid gap-2 rounded-xl border border-line bg-cream/60 p-3 sm:p-4">
      <legend className="float-left mb-1 w-full font-semibold">
        <Trans>Children's names on the public programme</Trans>
      </legend>
      <p className="text-sm text-maroon-soft">
        <Trans>The programme is on the website for anyone to read. The organisers always see the names in full.</Trans>
      </p>
      {CHILD_NAMES.map((choice) => (
        <label
          key={choice.value}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line bg-white px-3 py-2 has-checked:border-sindoor"
        >
          <input
            type="radio"
            name="childNames"
            value={choice.value}
            className="mt-1 size-5 shrink-0 accent-sindoor"
            checked={values.childNames === choice.value}
            onChange={() => void setFieldValue('childNames', choice.value)}
            aria-labelledby={`${baseId}-${choice.value}`}
            aria-describedby={`${baseId}-${choice.value}-hint`}
          />
          <span className="grid">
            <span id={`${baseId}-${choice.value}`} className="font-semibold">
              {i18n._(choice.label)}
            </span>
            <span id={`${baseId}-${choice.value}-hint`} className="text-sm text-maroon-soft">
              {i18n._(choice.hint)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
