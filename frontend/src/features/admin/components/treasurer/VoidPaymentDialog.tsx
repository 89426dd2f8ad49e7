import * as React from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { PaymentVoidRequest } from '@/lib/api-limits';
import { i18n } from '@/lib/i18n';
import { limitText } from '@/lib/validation';
import { useVoidPayment } from '../../api/payments';
import type { Payment } from '../../api/money-types';
import { formatMoney } from '@/lib/money';
import { handleUnauthorized, isUnauthorized } from '../../unauthorized';
import { Spinner } from '../states';

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

  return (
    <Dialog open={payment !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{shown && t`Void receipt ${shown.receiptNumber}`}</DialogTitle>
          <DialogDescription>
            {shown && t`${formatMoney(shown.amount)} from ${shown.payerName} no longer counts; the receipt number is kept.`}
          </DialogDescription>
        </DialogHeader>
        {payment && (
          <Formik
            key={payment.id}
            initialValues={{ reason: '' }}
            validationSchema={voidSchema}
            onSubmit={async ({ reason }, helpers) => {
              try {
                await voidPayment(payment.id, reason.trim());
                toast({ title: t`Payment voided`, description: t`Receipt ${payment.receiptNumber} is void.` });
                onClose();
              } catch (err) {
                if (isUnauthorized(err)) {
                  handleUnauthorized();
                  return;
                }
                if (isApiError(err, 400)) helpers.setErrors(err.fieldErrors);
                toast({ title: t`Error`, description: t`The payment could not be voided. Please try again.`, variant: 'destructive' });
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate className="grid gap-4">
                <TextField name="reason" label={t`Reason`} multiline rows={2} placeholder={t`Entered twice`} />
                <DialogFooter>
                  <Button variant="outline" onClick={onClose}>
                    <Trans>Cancel</Trans>
                  </Button>
                  <Button type="submit" variant="destructive" disabled={isSubmitting}>
                    {isSubmitting && <Spinner />}
                    <Trans>Void payment</Trans>
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
