import { Form, Formik, type FormikHelpers } from 'formik';
import { Heart, LoaderCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/form-field';
import { SwitchField } from '@/components/ui/switch-field';
import { toast } from '@/components/ui/use-toast';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { isApiError } from '@/lib/api';
import { dollarsToCents } from '@/lib/money';
import { createDonation } from '../api/donations';
import { donationSchema, type DonationValues, emptyDonation, NOTE_MAX, purposeOptions } from '../schemas';
import type { CreatedDonation, DonationPurposeEnum } from '../types';
import { AmountPicker } from './AmountPicker';

/** The gift: how much, what for, and who gives it; the server's answer says how to pay. */
export function DonateForm({ onDonated }: { onDonated: (donation: CreatedDonation) => void }) {
  const { t, i18n } = useLingui();
  const purposes = purposeOptions.map(({ value, label }) => ({ value, label: i18n._(label) }));

  async function submit(values: DonationValues, helpers: FormikHelpers<DonationValues>) {
    try {
      const donation = await createDonation({
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        // The schema has let through only an amount it can read.
        amount: dollarsToCents(values.amount) ?? 0,
        purpose: values.purpose as DonationPurposeEnum,
        note: values.note.trim(),
        anonymous: values.anonymous,
      });
      onDonated(donation);
    } catch (error) {
      // The server's field errors are in the language it was asked for: shown as sent.
      if (isApiError(error)) helpers.setErrors(error.fieldErrors);
      toast({
        title: t`Error`,
        description: t`We couldn't record your gift. Please check the form and try again.`,
        variant: 'destructive',
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Make a Gift</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Tell us your gift here; we give you a reference to quote when you pay, and email you a receipt once it arrives.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Formik initialValues={emptyDonation} validationSchema={donationSchema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate className="grid gap-5">
              <FocusFirstError />
              <AmountPicker />
              <SelectField name="purpose" label={t`Purpose`} options={purposes} />
              <TextField name="fullName" label={t`Full Name`} autoComplete="name" />
              <TextField name="email" label={t`Email Address`} type="email" autoComplete="email" inputMode="email" />
              <TextField
                name="note"
                label={t`Note`}
                optional
                multiline
                rows={3}
                maxLength={NOTE_MAX}
                placeholder={t`In memory of, in honour of, or anything you'd like us to know`}
              />
              <SwitchField
                name="anonymous"
                label={t`Keep my gift anonymous`}
                hint={t`We won't name you when we thank our donors.`}
                boxed
              />
              <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
                {isSubmitting ? (
                  <>
                    <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                    <Trans>Sending...</Trans>
                  </>
                ) : (
                  <>
                    <Heart aria-hidden="true" />
                    <Trans>Donate</Trans>
                  </>
                )}
              </Button>
            </Form>
          )}
        </Formik>
      </CardContent>
    </Card>
  );
}
