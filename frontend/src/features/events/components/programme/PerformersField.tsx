import './messages';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { Plus, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { formatNumber } from '@/lib/i18n';
import { MAX_PERFORMERS, type ActValues } from './schemas';

/** Who is on stage: a row per performer (name, and whether a child), 1 to 40 rows. */
export function PerformersField() {
  const { t } = useLingui();
  const { values, errors, touched, setFieldValue } = useFormikContext<ActValues>();
  const listError = typeof errors.performers === 'string' && getIn(touched, 'performers') ? errors.performers : null;
  const count = values.performers.length;
  const max = formatNumber(MAX_PERFORMERS);

  return (
    <fieldset className="grid gap-3" data-invalid={listError ? true : undefined}>
      <legend className="mb-1 font-semibold">
        <Trans>Performers</Trans>
      </legend>
      <p className="-mt-2 text-sm text-maroon-soft">
        <Trans>Everyone on stage, up to {max}. Tick those under 18.</Trans>
      </p>
      <FieldArray name="performers">
        {({ push, remove }) => (
          <>
            <ol className="grid gap-3">
              {values.performers.map((performer, index) => {
                const number = formatNumber(index + 1);
                return (
                  <li key={index} className="grid grid-cols-[1fr_auto] items-end gap-x-2 gap-y-1 rounded-xl border border-line p-3">
                    <TextField
                      name={`performers.${index}.name`}
                      label={t`Performer ${number}`}
                      autoComplete="off"
                      className="col-span-2 sm:col-span-1"
                    />
                    <div className="col-span-2 flex items-center justify-between gap-2 sm:col-span-1">
                      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 px-1">
                        <input
                          type="checkbox"
                          className="size-5 accent-sindoor"
                          checked={performer.child}
                          onChange={(event) => void setFieldValue(`performers.${index}.child`, event.target.checked)}
                        />
                        <Trans>Child</Trans>
                      </label>
                      <Button
                        variant="ghost"
                        size="icon"
                        disabled={count <= 1}
                        onClick={() => remove(index)}
                        aria-label={t`Remove performer ${number}`}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ol>
            {listError && (
              <p role="alert" className="text-sm font-medium text-sindoor-dark">
                {listError}
              </p>
            )}
            <Button
              variant="outline"
              className="justify-self-start"
              disabled={count >= MAX_PERFORMERS}
              onClick={() => push({ name: '', child: false })}
            >
              <Plus aria-hidden="true" />
              <Trans>Add a performer</Trans>
            </Button>
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}
