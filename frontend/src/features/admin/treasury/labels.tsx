import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import type { PaymentKind, PaymentMethod, PaymentStatus } from './api/money-types';

export const METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  zelle: msg`Zelle`,
  venmo: msg`Venmo`,
  cash: msg`Cash`,
  check: msg`Check`,
  card: msg`Card (taken elsewhere)`,
  bank: msg`Bank transfer`,
  other: msg`Other`,
};

export const KIND_LABELS: Record<PaymentKind, MessageDescriptor> = {
  registration: msg`Registration`,
  membership: msg`Membership`,
  donation: msg`Donation`,
  sponsorship: msg`Sponsorship`,
};

const STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  free: msg`Free`,
  unpaid: msg`Unpaid`,
  partial: msg`Part paid`,
  paid: msg`Paid`,
  refundDue: msg`Refund due`,
};

const VARIANTS = { free: 'muted', unpaid: 'default', partial: 'secondary', paid: 'success', refundDue: 'outline' } as const;

/** How much of what is due has come in, coloured so unpaid stands out. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useLingui();
  return (
    <Badge variant={VARIANTS[status]} className="whitespace-nowrap">
      {t(STATUS_LABELS[status])}
    </Badge>
  );
}
