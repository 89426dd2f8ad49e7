import * as React from 'react';
import { Ban, FileText, Receipt } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLongDate } from '@/lib/dates';
import { downloadReceipt, usePayments } from './api/payments';
import type { Payment } from './api/money-types';
import { formatMoney } from '@/lib/money';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { DataTable } from '../shell/DataTable';
import { KIND_LABELS, METHOD_LABELS } from './labels';
import { Section } from './Section';
import { EmptyState, ErrorState } from '../shell/states';
import { VoidPaymentDialog } from './VoidPaymentDialog';

/** The year's payments with their receipts; a voided one stays, struck through, with why. */
export function PaymentsList({ year }: { year: number }) {
  const { t } = useLingui();
  const { payments, error, isLoading, retry } = usePayments(year);
  const [voiding, setVoiding] = React.useState<Payment | null>(null);
  const { run } = useAdminMutation();

  async function receipt(payment: Payment) {
    await run(() => downloadReceipt(payment), {
      failure: { title: t`Download failed`, description: t`The receipt could not be downloaded. Please try again.` },
    });
  }

  let body: React.ReactNode;
  if (error) body = <ErrorState message={t`We could not load the payments.`} onRetry={retry} />;
  else if (isLoading || !payments) body = <Skeleton className="h-24 w-full" />;
  else if (payments.length === 0)
    body = <EmptyState icon={Receipt} title={t`No payments yet`} description={t`Payments recorded for this year appear here.`} />;
  else
    body = (
      <DataTable
        caption={t`Payments`}
        rows={payments}
        rowKey={(payment) => payment.id}
        rowClassName={(payment) => (payment.voided ? 'text-maroon-soft' : undefined)}
        columns={[
          {
            key: 'receipt',
            label: t`Receipt no.`,
            className: 'whitespace-nowrap',
            cell: (p) => <Struck payment={p}>{p.receiptNumber}</Struck>,
          },
          {
            key: 'payer',
            label: t`Payer`,
            className: 'wrap-anywhere',
            cell: (p) => <Struck payment={p}>{p.payerName}</Struck>,
          },
          { key: 'for', label: t`For`, cell: (p) => p.paidFor || t(KIND_LABELS[p.kind]) },
          {
            key: 'amount',
            label: t`Amount`,
            className: 'whitespace-nowrap sm:text-right tabular-nums',
            cell: (p) => <Struck payment={p}>{formatMoney(p.amount)}</Struck>,
          },
          {
            key: 'method',
            label: t`Method`,
            cell: (p) => (
              <>
                {t(METHOD_LABELS[p.method])}
                {p.reference && <span className="block text-sm wrap-anywhere text-maroon-soft">{p.reference}</span>}
              </>
            ),
          },
          { key: 'date', label: t`Date`, cell: (p) => <span className="whitespace-nowrap">{formatLongDate(p.receivedOn)}</span> },
          {
            key: 'actions',
            label: t`Actions`,
            className: 'sm:text-right',
            unlabelledOnPhone: true,
            cell: (p) => (
              <span className="flex flex-wrap justify-end gap-2">
                <Button variant="outline" onClick={() => void receipt(p)} aria-label={t`Receipt ${p.receiptNumber}`}>
                  <FileText aria-hidden="true" />
                  <Trans>Receipt</Trans>
                </Button>
                {p.voided ? (
                  <span className="text-sm">{p.voidReason ? t`Voided: ${p.voidReason}` : t`Voided`}</span>
                ) : (
                  <Button variant="outline" onClick={() => setVoiding(p)} aria-label={t`Void ${p.receiptNumber}`}>
                    <Ban aria-hidden="true" />
                    <Trans>Void</Trans>
                  </Button>
                )}
              </span>
            ),
          },
        ]}
      />
    );

  return (
    <Section title={t`Payments`} description={t`Everything received in the year, with the receipt each payer was sent.`}>
      {body}
      <VoidPaymentDialog payment={voiding} onClose={() => setVoiding(null)} />
    </Section>
  );
}

function Struck({ payment, children }: { payment: Payment; children: React.ReactNode }) {
  return payment.voided ? <s>{children}</s> : <>{children}</>;
}
