import '../messages';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import type { FamilyRegistration } from '@/lib/api-types';
import { formatMoney } from '@/lib/money';

/**
 * A registration's money at a glance: "Paid", "Due $75.00 · ref DP-4821" while something is
 * owed, "Refund due" after a cancel that leaves more paid than due; nothing for a free one.
 */
export function RegistrationPayment({ registration }: { registration: FamilyRegistration }) {
  const { t } = useLingui();
  const { amountDue, amountPaid, paymentStatus, paymentReference } = registration;
  if (paymentStatus === 'paid') return <Badge variant="success">{t`Paid`}</Badge>;
  if (paymentStatus === 'refundDue') {
    const refund = formatMoney(amountPaid - amountDue);
    return <Badge variant="secondary">{t`Refund due ${refund}`}</Badge>;
  }
  const outstanding = amountDue - amountPaid;
  if (outstanding <= 0 || !paymentReference) return null;
  const due = formatMoney(outstanding);
  return <Badge variant="secondary">{t`Due ${due} · ref ${paymentReference}`}</Badge>;
}
