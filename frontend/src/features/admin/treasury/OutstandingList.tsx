import * as React from 'react';
import { CircleCheck, HandCoins } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFinance } from './api/payments';
import type { Outstanding } from './api/money-types';
import { formatMoney } from '@/lib/money';
import { DataTable } from '../shell/DataTable';
import { KIND_LABELS } from './labels';
import { EmptyState, ErrorState } from '../shell/states';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { Section } from './Section';

/** What families still owe in the year, each with a button to record what they paid. */
export function OutstandingList({ year }: { year: number }) {
  const { t } = useLingui();
  const { finance, error, isLoading, retry } = useFinance(year);
  const [recording, setRecording] = React.useState<Outstanding | null>(null);

  let body: React.ReactNode;
  if (error) body = <ErrorState message={t`We could not load what is outstanding.`} onRetry={retry} />;
  else if (isLoading || !finance) body = <Skeleton className="h-24 w-full" />;
  else if (finance.outstanding.length === 0)
    body = <EmptyState icon={CircleCheck} title={t`Nothing outstanding`} description={t`Everything due this year has been paid.`} />;
  else
    body = (
      <DataTable
        caption={t`Outstanding`}
        rows={finance.outstanding}
        rowKey={(row) => `${row.kind}-${row.targetId}`}
        columns={[
          { key: 'payer', label: t`Payer`, cell: (row) => <span className="font-semibold">{row.payerName}</span> },
          { key: 'for', label: t`For`, cell: (row) => t(KIND_LABELS[row.kind]) },
          { key: 'reference', label: t`Reference`, cell: (row) => <span className="font-mono">{row.paymentReference}</span> },
          {
            key: 'outstanding',
            label: t`Outstanding`,
            className: 'sm:text-right tabular-nums',
            cell: (row) => formatMoney(row.outstanding),
          },
          {
            key: 'actions',
            label: t`Actions`,
            className: 'sm:text-right',
            unlabelledOnPhone: true,
            cell: (row) => (
              <Button variant="outline" onClick={() => setRecording(row)} aria-label={t`Record payment from ${row.payerName}`}>
                <HandCoins aria-hidden="true" />
                <Trans>Record payment</Trans>
              </Button>
            ),
          },
        ]}
      />
    );

  return (
    <Section title={t`Outstanding`} description={t`Registrations, memberships and donations not yet paid in full.`}>
      {body}
      <RecordPaymentDialog owed={recording} onClose={() => setRecording(null)} />
    </Section>
  );
}
