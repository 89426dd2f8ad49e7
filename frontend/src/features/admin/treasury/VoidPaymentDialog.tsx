import * as React from 'react';
import * as yup from 'yup';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { PaymentVoidRequest } from '@/lib/api-limits';
import { i18n } from '@/lib/i18n';
import { limitText } from '@/lib/validation';
import { isProposal, useVoidPayment } from './api/payments';
import type { Payment } from './api/money-types';
import { formatMoney } from '@/lib/money';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { FormDialog } from '../shell/FormDialog';

const voidSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .required(() => i18n._(msg`Say why the payment is voided`))
    .max(PaymentVoidRequest.reason.maxLength, () => {
      const max = limitText(PaymentVoidRequest.reason.maxLength);
      return i18n._(msg`Reason must be at most ${max} characters`);
    }),
});

/** Voids a payment, asking why; it keeps its receipt number and stays listed, struck through. */
export function VoidPaymentDialog({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const { t } = useLingui();
  const voidPayment = useVoidPayment();
  const [shown, setShown] = React.useState(payment);
  if (payment && payment !== shown) setShown(payment);
  const { run } = useAdminMutation();

  return (
    <FormDialog<{ reason: string }>
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown && t`Void receipt ${shown.receiptNumber}`}
      description={shown && t`${formatMoney(shown.amount)} from ${shown.payerName} no longer counts; the receipt number is kept.`}
      initialValues={payment && { reason: '' }}
      formKey={payment?.id}
      validationSchema={voidSchema}
      onSubmit={async ({ reason }, helpers) => {
        if (!payment) return;
        const voided = await run(() => voidPayment(payment.id, reason.trim()), {
          form: helpers,
          failure: { title: t`Error`, description: t`The payment could not be voided. Please try again.` },
        });
        if (!voided.ok) return;
        if (isProposal(voided.value))
          toast({ title: t`Waiting for a second treasurer`, description: t`Another treasurer or an administrator must approve voiding receipt ${payment.receiptNumber}.` });
        else toast({ title: t`Payment voided`, description: t`Receipt ${payment.receiptNumber} is void.` });
        onClose();
      }}
      submitLabel={<Trans>Void payment</Trans>}
      submitVariant="destructive"
    >
      <TextField name="reason" label={t`Reason`} multiline rows={2} placeholder={t`Entered twice`} />
    </FormDialog>
  );
}
