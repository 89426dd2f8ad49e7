import '../messages';
import * as React from 'react';
import { BadgeCheck, LoaderCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PaymentDetails } from '@/components/payment-details';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { membershipYearDays, membershipYearLabel, membershipYearName, membershipYearOf } from '@/lib/membership-year';
import { formatLongDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useSettings } from '@/lib/settings';
import { useWritten } from '@/lib/written';
import { useJoinMembership, useMembershipTiers } from '../api/money';
import type { FamilyMembership as Membership, MembershipTier } from '../money-types';

/**
 * The family's membership of this membership year: its tier and whether it is paid, with what
 * is due and how to pay; or, without one, the tiers to join. In the year's last weeks a family
 * without one chooses between the rest of this year and the next; joining asks first, with the
 * amount. The card says what becoming members does to the prices of registrations already made.
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
  const late = renewalOpen(year, startMonth);

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
          ) : next ? (
            <Trans>Your family's membership for {nextLabel}.</Trans>
          ) : late ? (
            <Trans>
              Become members for {nextLabel}, or for what is left of {label}: members pay less for events, and keep the
              association going.
            </Trans>
          ) : (
            <Trans>Become members for {label}: members pay less for events, and keep the association going.</Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {current && <CurrentMembership membership={current} label={label} instructions={instructions} />}
        {!current && !next && (late ? <LateJoin year={year} startMonth={startMonth} /> : <JoinMembership year={year} startMonth={startMonth} />)}
        {next && <CurrentMembership membership={next} label={nextLabel} instructions={instructions} />}
        {current && !next && late && (
          <div className="grid gap-3 border-t border-line pt-4">
            <h3 className="font-bold">
              <Trans>Renew for {nextLabel}</Trans>
            </h3>
            <JoinMembership year={year + 1} startMonth={startMonth} nextYear renewing />
          </div>
        )}
        <MemberPricesNote />
      </CardContent>
    </Card>
  );
}

/**
 * What becoming members does to prices, said where the family decides. The rule is the server's
 * (registrations/services.py): a registration is priced when it is made and again when its party
 * changes, so a membership paid later does not lower what was already booked.
 */
function MemberPricesNote() {
  return (
    <p className="rounded-xl bg-cream p-3 text-sm">
      <Trans>
        Member prices apply to the events you register for once your membership is paid in full. Registrations you have
        already made keep the prices they were given, unless you change the party later.
      </Trans>
    </p>
  );
}

/**
 * In the last weeks of a membership year, a family without a membership chooses the year: the
 * next one (chosen at first), or the few weeks left of this one.
 */
function LateJoin({ year, startMonth }: { year: number; startMonth: number }) {
  const { t } = useLingui();
  const [chosen, setChosen] = React.useState<'next' | 'current'>('next');
  const baseId = React.useId();
  const label = membershipYearLabel(year, startMonth);
  const nextLabel = membershipYearLabel(year + 1, startMonth);
  const ends = formatLongDate(membershipYearDays(year, startMonth).last);
  const nextDays = membershipYearDays(year + 1, startMonth);
  const nextStarts = formatLongDate(nextDays.first);
  const nextEnds = formatLongDate(nextDays.last);
  const options = [
    { value: 'next' as const, title: nextLabel, detail: t`From ${nextStarts} to ${nextEnds}.` },
    { value: 'current' as const, title: t`The rest of ${label}`, detail: t`Ends on ${ends}.` },
  ];
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-bold">
          <Trans>Which membership year?</Trans>
        </legend>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-3 has-checked:border-sindoor has-checked:bg-cream"
          >
            <input
              type="radio"
              name="membership-year"
              className="mt-1 size-5 shrink-0 accent-sindoor"
              checked={chosen === option.value}
              onChange={() => setChosen(option.value)}
              aria-labelledby={`${baseId}-${option.value}`}
              aria-describedby={`${baseId}-${option.value}-detail`}
            />
            <span className="grid">
              <span id={`${baseId}-${option.value}`} className="font-semibold">
                {option.title}
              </span>
              <span id={`${baseId}-${option.value}-detail`} className="text-sm text-maroon-soft">
                {option.detail}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <JoinMembership
        key={chosen}
        year={chosen === 'next' ? year + 1 : year}
        startMonth={startMonth}
        nextYear={chosen === 'next'}
      />
    </div>
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

/**
 * The tiers to join at for a membership year (`nextYear`: the next one, which the API calls
 * renewing; `renewing`: a member's renewal, worded so). A tier chosen is asked about
 * first, with its amount and the year's dates; only a yes records the membership and its dues.
 */
function JoinMembership({
  year,
  startMonth,
  nextYear = false,
  renewing = false,
}: {
  year: number;
  startMonth: number;
  nextYear?: boolean;
  renewing?: boolean;
}) {
  const { t } = useLingui();
  const { tiers, error, isLoading, retry } = useMembershipTiers();
  const join = useJoinMembership();
  const [asking, setAsking] = React.useState<MembershipTier | null>(null);
  const [joining, setJoining] = React.useState<number | null>(null);
  const [refusal, setRefusal] = React.useState('');

  async function choose(tier: MembershipTier) {
    setJoining(tier.id);
    setRefusal('');
    try {
      await join(tier.id, { renew: nextYear });
      const tierName = tier.name;
      setAsking(null);
      toast(
        renewing
          ? { title: t`Thank you!`, description: t`Your family has renewed as ${tierName}.` }
          : { title: t`Welcome!`, description: t`Your family has joined as ${tierName}.` },
      );
    } catch (failure) {
      setAsking(null);
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
      <TierList tiers={tiers} joining={joining} renew={renewing} onJoin={(tier) => setAsking(tier)} />
      <ConfirmJoin
        tier={asking}
        year={year}
        startMonth={startMonth}
        renew={renewing}
        busy={joining !== null}
        onConfirm={(tier) => void choose(tier)}
        onCancel={() => setAsking(null)}
      />
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

/** "Join as Family for 2026–27?": the amount, the year's dates, and that nothing is charged here. */
function ConfirmJoin({
  tier,
  year,
  startMonth,
  renew,
  busy,
  onConfirm,
  onCancel,
}: {
  tier: MembershipTier | null;
  year: number;
  startMonth: number;
  renew: boolean;
  busy: boolean;
  onConfirm: (tier: MembershipTier) => void;
  onCancel: () => void;
}) {
  // The last tier asked about stays shown while the dialog closes.
  const [shown, setShown] = React.useState(tier);
  if (tier && tier !== shown) setShown(tier);
  const label = membershipYearLabel(year, startMonth);
  const days = membershipYearDays(year, startMonth);
  const starts = formatLongDate(days.first);
  const ends = formatLongDate(days.last);
  const amount = formatMoney(shown?.amount ?? 0);
  const tierName = shown?.name ?? '';
  return (
    <AlertDialog
      open={tier !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {renew ? <Trans>Renew as {tierName} for {label}?</Trans> : <Trans>Join as {tierName} for {label}?</Trans>}
          </AlertDialogTitle>
          <AlertDialogDescription>
            <Trans>
              Your family will owe {amount} for the membership year from {starts} to {ends}. Nothing is charged here: we
              give you a reference to quote when you pay, and the membership is active once it is paid.
            </Trans>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <MemberPricesNote />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>
            <Trans>Not now</Trans>
          </AlertDialogCancel>
          <Button disabled={busy || !tier} onClick={() => tier && onConfirm(tier)}>
            {busy && <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
            {renew ? <Trans>Renew for {amount}</Trans> : <Trans>Join for {amount}</Trans>}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
