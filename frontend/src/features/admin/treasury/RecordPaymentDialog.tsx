import * as React from 'react';
import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { PaymentRecordRequest } from '@/lib/api-limits';
import { localToday } from '@/lib/dates';
import { i18n } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { limitText } from '@/lib/validation';
import { isProposal, useRecordPayment } from './api/payments';
import type { Outstanding, PaymentMethod } from './api/money-types';
import { centsToDollars, parseDollars } from './money';
import { serverMessage, useAdminMutation } from '../shell/use-admin-mutation';
import { KIND_LABELS, METHOD_LABELS } from './labels';
import { FormDialog } from '../shell/FormDialog';

interface PaymentValues {
  amount: string;
  method: PaymentMethod;
  reference: string;
  receivedOn: string;
}

const paymentSchema = yup.object({
  amount: yup
    .string()
    .trim()
    .required(() => i18n._(msg`Enter the amount received`))
    .test('dollars', () => i18n._(msg`Enter dollars and cents, such as 25 or 12.50; negative for a refund`), (value) => {
      const cents = parseDollars(value ?? '');
      return cents !== null && cents !== 0 && Math.abs(cents) <= PaymentRecordRequest.amount.maximum;
    }),
  method: yup.string().required(),
  reference: yup.string().max(PaymentRecordRequest.reference.maxLength, () => {
    const max = limitText(PaymentRecordRequest.reference.maxLength);
    return i18n._(msg`Reference must be at most ${max} characters`);
  }),
  receivedOn: yup
    .string()
    .required(() => i18n._(msg`Enter the date it was received`))
    .matches(/^\d{4}-\d{2}-\d{2}$/, () => i18n._(msg`Enter the date as yyyy-mm-dd`)),
});

/** Records a payment against what a family owes: the amount starts at what is outstanding. */
export function RecordPaymentDialog({ owed, onClose }: { owed: Outstanding | null; onClose: () => void }) {
  const { t } = useLingui();
  const record = useRecordPayment();
  const { run } = useAdminMutation();
  const [formError, setFormError] = React.useState<string | null>(null);
  // Kept while the dialog closes, so its text does not vanish during the closing animation.
  const [shown, setShown] = React.useState(owed);
  if (owed && owed !== shown) setShown(owed);

  async function submit(values: PaymentValues, helpers: FormikHelpers<PaymentValues>) {
    if (!owed) return;
    setFormError(null);
    const recorded = await run(
      () =>
        record({
          kind: owed.kind,
          targetId: owed.targetId,
          amount: parseDollars(values.amount) ?? 0,
          method: values.method,
          reference: values.reference.trim(),
          receivedOn: values.receivedOn,
        }),
      {
        form: helpers,
        onError: (err) => setFormError(serverMessage(err, t`The payment could not be recorded. Please try again.`)),
      },
    );
    if (!recorded.ok) return;
    const answer = recorded.value;
    if (isProposal(answer))
      toast({ title: t`Waiting for a second treasurer`, description: t`Another treasurer or an administrator must approve this refund to ${owed.payerName}.` });
    else toast({ title: t`Payment recorded`, description: t`Receipt ${answer.receiptNumber} is on its way to ${owed.payerName}.` });
    onClose();
  }

  const what = shown ? `${t(KIND_LABELS[shown.kind])} ${shown.paymentReference}` : '';
  return (
    <FormDialog<PaymentValues>
      open={owed !== null}
      onOpenChange={(open) => !open && onClose()}
      title={<Trans>Record payment</Trans>}
      description={shown && t`${shown.payerName}, ${what}: ${formatMoney(shown.outstanding)} outstanding.`}
      initialValues={
        owed && { amount: centsToDollars(owed.outstanding), method: 'zelle', reference: '', receivedOn: localToday() }
      }
      formKey={owed ? `${owed.kind}-${owed.targetId}` : undefined}
      validationSchema={paymentSchema}
      onSubmit={submit}
      submitLabel={<Trans>Record payment</Trans>}
      formError={formError}
    >
      <TextField name="amount" label={t`Amount ($)`} inputMode="decimal" hint={t`Negative for a refund.`} />
      <SelectField
        name="method"
        label={t`Method`}
        options={Object.entries(METHOD_LABELS).map(([value, label]) => ({ value, label: t(label) }))}
      />
      <TextField name="reference" label={t`Reference`} optional hint={t`The Zelle memo, check number or the like.`} />
      <TextField name="receivedOn" label={t`Received on`} type="date" />
    </FormDialog>
  );
}
