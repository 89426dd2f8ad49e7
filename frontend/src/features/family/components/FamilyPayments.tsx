import '../messages';
import * as React from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown, LoaderCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { formatLongDate } from '@/lib/dates';
import { formatDigits } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { downloadReceipt, downloadStatement } from '../api/money';
import type { FamilyDonation, FamilyPayment } from '../money-types';
import { PendingGifts } from './PendingGifts';

const KIND_LABELS: Record<FamilyPayment['kind'], MessageDescriptor> = {
  registration: msg`Event registration`,
  membership: msg`Membership`,
  donation: msg`Donation`,
  sponsorship: msg`Sponsorship`,
};

/** The years the family gave in (a gift's payment received, or a gift paid), latest first. */
function donationYears(payments: FamilyPayment[], donations: FamilyDonation[]): number[] {
  const received = payments
    .filter((payment) => payment.kind === 'donation' && !payment.voided && payment.amount > 0)
    .map((payment) => Number(payment.receivedOn.slice(0, 4)));
  const given = donations
    .filter((donation) => donation.amountPaid > 0)
    .map((donation) => Number(donation.createdAt.slice(0, 4)));
  return [...new Set([...received, ...given])].sort((a, b) => b - a);
}

/** Every payment the association recorded for the family, each with its receipt, and the yearly donation statements. */
export function FamilyPayments({ payments, donations }: { payments: FamilyPayment[]; donations: FamilyDonation[] }) {
  const { t } = useLingui();
  const years = donationYears(payments, donations);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Payments</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>What we have received from your family, with a receipt for each.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {payments.length > 0 ? (
          <ul className="grid gap-3" aria-label={t`Payments`}>
            {payments.map((payment) => (
              <PaymentItem key={payment.id} payment={payment} />
            ))}
          </ul>
        ) : (
          <p className="rounded-xl bg-cream p-4">
            <Trans>No payments yet. Once we receive one, its receipt is here.</Trans>
          </p>
        )}
        <PendingGifts donations={donations} />
        {years.length > 0 && (
          <div className="grid gap-2">
            <h3 className="text-lg font-bold">
              <Trans>Donation statements</Trans>
            </h3>
            <div className="flex flex-wrap gap-3">
              {years.map((year) => (
                <StatementButton key={year} year={year} />
              ))}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function PaymentItem({ payment }: { payment: FamilyPayment }) {
  const { t, i18n } = useLingui();
  const receiptNumber = payment.receiptNumber;
  return (
    <li className="grid gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className={payment.voided ? 'font-bold line-through' : 'font-bold'}>{formatMoney(payment.amount)}</p>
          <PaymentStatus payment={payment} />
        </div>
        <p>{i18n._(KIND_LABELS[payment.kind])}</p>
        <p className="text-sm text-maroon-soft">
          {formatLongDate(payment.receivedOn)} · <Trans>Receipt {receiptNumber}</Trans>
        </p>
      </div>
      <DownloadButton
        label={t`Receipt (PDF)`}
        ariaLabel={t`Download receipt ${receiptNumber} (PDF)`}
        download={() => downloadReceipt(payment)}
      />
    </li>
  );
}

function PaymentStatus({ payment }: { payment: FamilyPayment }) {
  const { t } = useLingui();
  if (payment.voided) return <Badge variant="muted">{t`Voided`}</Badge>;
  if (payment.amount < 0) return <Badge variant="secondary">{t`Refunded`}</Badge>;
  return <Badge variant="success">{t`Received`}</Badge>;
}

function StatementButton({ year }: { year: number }) {
  const { t } = useLingui();
  const label = formatDigits(year);
  return <DownloadButton label={t`Donation statement ${label}`} download={() => downloadStatement(year)} />;
}

/** A button that saves a PDF, busy while it loads, and says so when it cannot. */
function DownloadButton({ label, ariaLabel, download }: { label: string; ariaLabel?: string; download: () => Promise<void> }) {
  const { t } = useLingui();
  const [busy, setBusy] = React.useState(false);

  async function save() {
    setBusy(true);
    try {
      await download();
    } catch {
      toast({ title: t`Download Failed`, description: t`We couldn't download the file. Please try again.`, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" disabled={busy} aria-label={ariaLabel} onClick={() => void save()}>
      {busy ? (
        <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <FileDown aria-hidden="true" />
      )}
      {label}
    </Button>
  );
}
