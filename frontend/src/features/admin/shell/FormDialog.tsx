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
  validationSchema: unknown;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  submitLabel: React.ReactNode;
  submitVariant?: ButtonProps['variant'];
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
  submitVariant,
  formError,
  children,
}: FormDialogProps<Values>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description !== undefined && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {initialValues && (
          <Formik<Values> key={formKey} initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
            {(form) => (
              <Form noValidate className="grid gap-4">
                {typeof children === 'function' ? children(form) : children}
                {formError && (
                  <p role="alert" className="rounded-lg bg-sindoor-dark px-3 py-2 text-sm font-semibold text-white">
                    {formError}
                  </p>
                )}
                <DialogFooter>
                  <Button variant="outline" onClick={() => onOpenChange(false)}>
                    <Trans>Cancel</Trans>
                  </Button>
                  <Button type="submit" variant={submitVariant} disabled={form.isSubmitting}>
                    {form.isSubmitting && <Spinner />}
                    {submitLabel}
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
