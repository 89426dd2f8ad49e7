import * as React from 'react';
import { Users } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/skeleton';
import { SearchInput } from '@/components/ui/search-input';
import { useMembershipRoll } from './api/membership';
import type { MembershipRow } from '../treasury/api/money-types';
import { formatMoney } from '@/lib/money';
import { DataTable } from '../shell/DataTable';
import { Email } from '../shell/Email';
import { PaymentStatusBadge } from '../treasury/labels';
import { Section } from '../treasury/Section';
import { EmptyState, ErrorState } from '../shell/states';

function matches(row: MembershipRow, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return (
    !needle ||
    row.familyName.toLowerCase().includes(needle) ||
    row.email.toLowerCase().includes(needle) ||
    (row.paymentReference ?? '').toLowerCase().includes(needle)
  );
}

/**
 * The year's members: who, which tier, what is due and paid; searched by name, email or payment
 * reference, starting from `initialQuery` (a membership found by the dashboard's search).
 */
export function MembershipRoll({
  year,
  yearLabel,
  initialQuery = '',
}: {
  year: number;
  yearLabel: string;
  initialQuery?: string;
}) {
  const { t } = useLingui();
  const { memberships, error, isLoading, retry } = useMembershipRoll(year);
  const [query, setQuery] = React.useState(initialQuery);
  const shown = React.useMemo(() => (memberships ?? []).filter((row) => matches(row, query)), [memberships, query]);

  let body: React.ReactNode;
  if (error) body = <ErrorState message={t`We could not load the membership roll.`} onRetry={retry} />;
  else if (isLoading || !memberships) body = <Skeleton className="h-24 w-full" />;
  else if (memberships.length === 0)
    body = <EmptyState icon={Users} title={t`No members yet`} description={t`Families who join for ${yearLabel} appear here.`} />;
  else
    body = (
      <>
        <p role="status" className="text-sm font-semibold text-maroon-soft">
          {plural(memberships.length, { one: '# membership', other: '# memberships' })}
          {shown.length !== memberships.length && ` · ${plural(shown.length, { one: '# shown', other: '# shown' })}`}
        </p>
        <DataTable
          caption={t`Membership roll ${yearLabel}`}
          rows={shown}
          rowKey={(row) => row.id}
          columns={[
            {
              key: 'family',
              label: t`Family`,
              cell: (row) => (
                <>
                  <span className="font-semibold">{row.familyName}</span>
                  <span className="block text-sm text-maroon-soft">
                    <Email address={row.email} />
                  </span>
                </>
              ),
            },
            { key: 'phone', label: t`Phone`, cell: (row) => row.phone || '—' },
            { key: 'tier', label: t`Tier`, cell: (row) => row.tierName },
            {
              key: 'paid',
              label: t`Amount paid`,
              className: 'sm:text-right tabular-nums',
              cell: (row) => t`${formatMoney(row.amountPaid)} of ${formatMoney(row.amountDue)}`,
            },
            { key: 'reference', label: t`Reference`, cell: (row) => <span className="font-mono">{row.paymentReference}</span> },
            { key: 'status', label: t`Status`, cell: (row) => <PaymentStatusBadge status={row.paymentStatus} /> },
          ]}
        />
      </>
    );

  return (
    <Section title={t`Roll ${yearLabel}`} description={t`Every family with a membership for the year.`}>
      <SearchInput
        aria-label={t`Search by name, email or reference`}
        placeholder={t`Search by name, email or reference`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="sm:max-w-sm"
      />
      {body}
    </Section>
  );
}
