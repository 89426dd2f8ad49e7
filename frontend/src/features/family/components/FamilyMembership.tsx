import * as React from 'react';
import { BadgeCheck, LoaderCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PaymentDetails } from '@/components/payment-details';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { membershipYearLabel, membershipYearName, membershipYearOf } from '@/lib/membership-year';
import { formatMoney } from '@/lib/money';
import { useSettings } from '@/lib/settings';
import { useWritten } from '@/lib/written';
import { useJoinMembership, useMembershipTiers } from '../api/money';
import type { FamilyMembership as Membership, MembershipTier } from '../money-types';

/**
 * The family's membership of this membership year: its tier and whether it is paid, with what
 * is due and how to pay; or, without one, the tiers to join.
 */
export function FamilyMembership({ memberships }: { memberships: Membership[] }) {
  const { settings } = useSettings();
  const written = useWritten();
  const startMonth = settings.membershipYearStartMonth;
  const year = membershipYearOf(startMonth);
  const current = memberships.find((membership) => membership.year === membershipYearName(year, startMonth));
  const label = membershipYearLabel(year, startMonth);
  const next = memberships.find((membership) => membership.year === membershipYearName(year + 1, startMonth));
  const nextLabel = membershipYearLabel(year + 1, startMonth);

  const instructions = written(settings.paymentInstructions, settings.paymentInstructionsBn);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Membership</Trans>
        </CardTitle>
        <CardDescription>
          {current ? (
            <Trans>Your family's membership for {label}.</Trans>
          ) : (
            <Trans>Become members for {label}: members pay less for events, and keep the association going.</Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {current ? (
          <CurrentMembership membership={current} label={label} instructions={instructions} />
        ) : (
          <JoinMembership />
        )}
        {next && (
          <div className="mt-4">
            <CurrentMembership membership={next} label={nextLabel} instructions={instructions} />
          </div>
        )}
        {current && !next && renewalOpen(year, startMonth) && (
          <div className="mt-6 grid gap-3 border-t border-line pt-4">
            <h3 className="font-bold">
              <Trans>Renew for {nextLabel}</Trans>
            </h3>
            <JoinMembership renew />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function CurrentMembership({
  membership,
  label,
  instructions,
}: {
  membership: Membership;
  label: string;
  instructions: string;
}) {
  const { t } = useLingui();
  const outstanding = membership.amountDue - membership.amountPaid;
  const tierName = membership.tierName;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-white p-4">
        <p className="min-w-0">
          <span className="font-bold">{tierName}</span> · {label}
        </p>
        {membership.active ? (
          <Badge variant="success">{t`Active`}</Badge>
        ) : (
          <Badge variant="secondary">{t`Payment due`}</Badge>
        )}
      </div>
      {!membership.active && outstanding > 0 && (
        <PaymentDetails amountDue={outstanding} reference={membership.paymentReference ?? ''} instructions={instructions} />
      )}
    </div>
  );
}

/** Renewing opens in the membership year's last two months, as its renewal email goes out. */
const RENEWAL_DAYS = 60;

function renewalOpen(year: number, startMonth: number): boolean {
  const yearEnds = new Date(year + 1, startMonth - 1, 1).getTime();
  return yearEnds - Date.now() <= RENEWAL_DAYS * 24 * 60 * 60 * 1000;
}

/** The tiers to join at for this membership year, or (`renew`) for the next one. */
function JoinMembership({ renew = false }: { renew?: boolean }) {
  const { t } = useLingui();
  const { tiers, error, isLoading, retry } = useMembershipTiers();
  const join = useJoinMembership();
  const [joining, setJoining] = React.useState<number | null>(null);
  const [refusal, setRefusal] = React.useState('');

  async function choose(tier: MembershipTier) {
    setJoining(tier.id);
    setRefusal('');
    try {
      await join(tier.id, { renew });
      const tierName = tier.name;
      toast(
        renew
          ? { title: t`Thank you!`, description: t`Your family has renewed as ${tierName}.` }
          : { title: t`Welcome!`, description: t`Your family has joined as ${tierName}.` },
      );
    } catch (failure) {
      // A 409 says why (a membership for this year already exists), in the page's language.
      const reason = isApiError(failure, 409) ? failure.body?.message : undefined;
      setRefusal(reason || t`We couldn't sign you up. Please try again.`);
    } finally {
      setJoining(null);
    }
  }

  if (isLoading) {
    return (
      <div role="status" aria-label={t`Loading the membership tiers`} className="grid gap-3">
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>
          <Trans>We couldn't load the membership tiers.</Trans>
        </p>
        <Button variant="outline" onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (tiers.length === 0) {
    return (
      <p className="rounded-xl bg-cream p-4">
        <Trans>Membership is not open right now. Please check back soon.</Trans>
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      {refusal && (
        <p role="alert" className="rounded-xl bg-sindoor/10 p-3 font-semibold text-sindoor-dark">
          {refusal}
        </p>
      )}
      <TierList tiers={tiers} joining={joining} renew={renew} onJoin={(tier) => void choose(tier)} />
    </div>
  );
}

function TierList({
  tiers,
  joining,
  renew,
  onJoin,
}: {
  tiers: MembershipTier[];
  joining: number | null;
  renew: boolean;
  onJoin: (tier: MembershipTier) => void;
}) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-3" aria-label={t`Membership tiers`}>
      {tiers.map((tier) => {
        const tierName = tier.name;
        return (
          <li key={tier.id} className="grid gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-center">
            <div className="min-w-0">
              <p className="font-bold">
                {tier.name} · {formatMoney(tier.amount, { whole: true })}
              </p>
              {tier.description && <p className="text-sm text-maroon-soft">{tier.description}</p>}
            </div>
            <Button
              disabled={joining !== null}
              aria-label={renew ? t`Renew as ${tierName}` : t`Join as ${tierName}`}
              onClick={() => onJoin(tier)}
            >
              {joining === tier.id ? (
                <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <BadgeCheck aria-hidden="true" />
              )}
              {renew ? <Trans>Renew</Trans> : <Trans>Join</Trans>}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
