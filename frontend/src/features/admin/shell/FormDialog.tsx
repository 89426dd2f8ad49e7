import * as React from 'react';
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from './states';

interface FormDialogProps<Values extends FormikValues> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** The form's values as it opens; null draws no form (a dialog closing, whose subject is gone). */
  initialValues: Values | null;
  /** A new key starts the form afresh (another tier, another payment). */
  formKey?: React.Key;
  /** The form's Yup schema; none for a form whose fields the server alone checks. */
  validationSchema?: unknown;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  submitLabel: React.ReactNode;
  /** What the submit button says while the form submits, when not `submitLabel`. */
  submittingLabel?: React.ReactNode;
  submitVariant?: ButtonProps['variant'];
  /** A long form: a wider dialog, its sections further apart, its buttons kept in view as it scrolls. */
  wide?: boolean;
  /** While the form submits, Cancel is disabled and the dialog does not close. */
  holdWhileSubmitting?: boolean;
  /** A message about the whole form (the server's, when it names no one field), above the buttons. */
  formError?: string | null;
  children: React.ReactNode | ((form: FormikProps<Values>) => React.ReactNode);
}

/**
 * The admin's form dialog: its title and description, the form's fields, a message for the whole
 * form, and Cancel and the submit button, which shows a spinner and is disabled while it submits.
 */
export function FormDialog<Values extends FormikValues>({
  open,
  onOpenChange,
  title,
  description,
  initialValues,
  formKey,
  validationSchema,
  onSubmit,
  submitLabel,
  submittingLabel,
  submitVariant,
  wide = false,
  holdWhileSubmitting = false,
  formError,
  children,
}: FormDialogProps<Values>) {
  const [submitting, setSubmitting] = React.useState(false);
  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setSubmitting(true);
    try {
      await onSubmit(values, helpers);
    } finally {
      setSubmitting(false);
    }
  }
  const held = holdWhileSubmitting && submitting;

  return (
    <Dialog open={open} onOpenChange={(next) => (next || !held) && onOpenChange(next)}>
      <DialogContent className={wide ? 'max-w-2xl' : 'max-w-lg'}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description !== undefined && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {initialValues && (
          <Formik<Values> key={formKey} initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
            {(form) => (
              <Form noValidate className={wide ? 'grid gap-6' : 'grid gap-4'}>
                {typeof children === 'function' ? children(form) : children}
                {formError && (
                  <p role="alert" className="rounded-lg bg-sindoor-dark px-3 py-2 text-sm font-semibold text-white">
                    {formError}
                  </p>
                )}
                <DialogFooter
                  className={
                    wide
                      ? 'sticky -bottom-5 z-10 -mx-5 -mb-5 border-t border-line bg-white px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6'
                      : undefined
                  }
                >
                  <Button variant="outline" onClick={() => onOpenChange(false)} disabled={holdWhileSubmitting && form.isSubmitting}>
                    <Trans>Cancel</Trans>
                  </Button>
                  <Button type="submit" variant={submitVariant} disabled={form.isSubmitting}>
                    {form.isSubmitting && <Spinner />}
                    {form.isSubmitting && submittingLabel !== undefined ? submittingLabel : submitLabel}
                  </Button>
                </DialogFooter>
              </Form>
            )}
          </Formik>
        )}
      </DialogContent>
    </Dialog>
  );
}
