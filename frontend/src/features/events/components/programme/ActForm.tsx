import './messages';
import type * as React from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { LoaderCircle, Send } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { actSchema, ACT_KINDS, MAX_ACT_MINUTES, type ActValues } from './schemas';
import { ChildNamesField } from './ChildNamesField';
import { PerformersField } from './PerformersField';
import { TrackField } from './TrackField';

/**
 * The act: what it is, who performs, how long, who to ask about it, and its music. Used to send
 * an act and, from the emailed link, to change it.
 */
export function ActForm({
  initialValues,
  keptTrack,
  updating,
  onSubmit,
  footer,
}: {
  initialValues: ActValues;
  /** Where the music already sent can be played, when changing an act. */
  keptTrack?: string | null;
  updating: boolean;
  onSubmit: (values: ActValues, helpers: FormikHelpers<ActValues>) => Promise<void>;
  /** Buttons beside the submit button (Cancel, Close). */
  footer?: React.ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Formik initialValues={initialValues} validationSchema={actSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate className="grid gap-5">
          <FocusFirstError />
          <div className="grid gap-4">
            <TextField name="title" label={t`Title of the act`} placeholder={t`Dhunuchi naach`} />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                name="kind"
                label={t`Kind of act`}
                placeholder={t`Choose one`}
                options={ACT_KINDS.map(({ value, label }) => ({ value, label: t(label) }))}
              />
              <TextField
                name="durationMinutes"
                label={t`Minutes on stage`}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_ACT_MINUTES}
                step={1}
                hint={t`From 1 to 30, the music included.`}
              />
            </div>
          </div>
          <PerformersField />
          <ChildNamesField />
          <TrackField name="trackPath" keptTrack={keptTrack} />
          <fieldset className="grid gap-4">
            <legend className="mb-1 font-semibold">
              <Trans>Who we contact about it</Trans>
            </legend>
            <TextField name="contactName" label={t`Contact name`} autoComplete="name" />
            <TextField name="contactEmail" label={t`Email Address`} type="email" autoComplete="email" inputMode="email" />
            <TextField name="contactPhone" label={t`Phone Number`} type="tel" autoComplete="tel" optional />
          </fieldset>
          <TextField
            name="notes"
            label={t`Notes`}
            multiline
            rows={3}
            optional
            placeholder={t`A microphone, a chair, props on stage...`}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {footer}
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? (
                <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {isSubmitting ? t`Sending...` : updating ? t`Save changes` : t`Submit the act`}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
