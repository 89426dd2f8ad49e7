import * as React from 'react';
import { Download } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { useDownloadLedger } from './api/payments';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { YearSelect } from './YearSelect';
import { Spinner, TabHeader } from '../shell/states';
import { ApprovalsList } from './ApprovalsList';
import { BankStatement } from './BankStatement';
import { DonationStatements } from './DonationStatements';
import { FinanceTotals } from './FinanceTotals';
import { OutstandingList } from './OutstandingList';
import { PaymentsList } from './PaymentsList';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import type { Outstanding } from './api/money-types';
import type { SearchResult } from '@/lib/api-types';
import { useOpening } from '../shell/navigation';

/** The treasurer's books for a year: totals, what is owed, what came in, and the bank statement. */
export function TreasurerTab() {
  const { t } = useLingui();
  const [year, setYear] = React.useState(() => new Date().getFullYear());
  // A donation found by the dashboard's search opens as a payment to record against it.
  const opening = useOpening('donation');
  const [owed, setOwed] = React.useState<Outstanding | null>(null);
  const [taken, setTaken] = React.useState<SearchResult | null>(null);
  if (opening && opening !== taken) {
    setTaken(opening);
    setOwed({
      kind: opening.kind,
      targetId: opening.id,
      payerName: opening.name,
      paymentReference: opening.paymentReference,
      outstanding: opening.outstanding,
    });
  }
  const ledger = useDownloadLedger(year);
  const { run } = useAdminMutation();

  async function downloadLedger() {
    await run(() => ledger.trigger(), {
      failure: { title: t`Download failed`, description: t`The ledger could not be downloaded. Please try again.` },
    });
  }

  return (
    <section aria-labelledby="treasurer-heading" className="grid gap-8">
      <TabHeader
        id="treasurer-heading"
        title={t`Treasurer`}
        description={t`What is due and paid in the year, payments with their receipts, and the bank statement.`}
      >
        <div className="flex flex-wrap items-end gap-3">
          <YearSelect label={t`Year`} value={year} onChange={setYear} />
          <Button variant="outline" onClick={() => void downloadLedger()} disabled={ledger.isMutating}>
            {ledger.isMutating ? <Spinner /> : <Download aria-hidden="true" />}
            <Trans>Download ledger (CSV)</Trans>
          </Button>
        </div>
      </TabHeader>
      <ApprovalsList />
      <FinanceTotals year={year} />
      <OutstandingList year={year} />
      <PaymentsList year={year} />
      <BankStatement />
      <DonationStatements year={year} />
      <RecordPaymentDialog owed={owed} onClose={() => setOwed(null)} />
    </section>
  );
}
