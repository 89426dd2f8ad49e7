import { useLingui } from '@lingui/react/macro';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFinance } from './api/payments';
import { formatMoney } from '@/lib/money';
import { ErrorState } from '../shell/states';

function Total({ label, cents, note }: { label: string; cents: number | undefined; note?: string }) {
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <p className="text-sm font-semibold text-maroon-soft">{label}</p>
        {cents === undefined ? (
          <Skeleton className="mt-2 h-9 w-28" />
        ) : (
          <p className="mt-1 text-3xl font-extrabold tabular-nums">{formatMoney(cents)}</p>
        )}
        {note && <p className="mt-1 text-sm text-maroon-soft">{note}</p>}
      </CardContent>
    </Card>
  );
}

/** The year's totals as cards: registrations and memberships due and paid, donations, refunds. */
export function FinanceTotals({ year }: { year: number }) {
  const { t } = useLingui();
  const { finance, error, retry } = useFinance(year);
  if (error) return <ErrorState message={t`We could not load the year's totals.`} onRetry={retry} />;
  const due = (cents: number | undefined) => (cents === undefined ? undefined : t`of ${formatMoney(cents)} due`);
  return (
    <div role="group" aria-label={t`Totals`} aria-busy={!finance} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Total label={t`Registrations paid`} cents={finance?.registrations.paid} note={due(finance?.registrations.due)} />
      <Total label={t`Memberships paid`} cents={finance?.memberships.paid} note={due(finance?.memberships.due)} />
      <Total label={t`Donations received`} cents={finance?.donations.paid} />
      <Total label={t`Refunds due`} cents={finance?.refundsDue} />
    </div>
  );
}
