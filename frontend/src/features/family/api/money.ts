import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import { cacheKeys } from '@/lib/cache-keys';
import { saveDownload } from '@/lib/download';
import type { FamilyMembership, FamilyPayment, MembershipTier } from '../money-types';

const moneyPaths = {
  tiers: '/api/membership/tiers',
  membership: '/api/family/membership',
  statement: (year: number) => `/api/family/statements/${year}.pdf`,
} as const;

/** The tiers a family can join, cheapest first; nothing is read while `enabled` is false. */
export function useMembershipTiers(enabled = true) {
  const { data, error, isLoading, mutate } = useSWR<MembershipTier[]>(enabled ? moneyPaths.tiers : null);
  return { tiers: data ?? [], error, isLoading, retry: () => mutate() };
}

/**
 * Joins at a tier for this membership year, or (`renew`) for the next one; the family's page then
 * shows the membership.
 */
export function useJoinMembership() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (tierId: number, { renew = false }: { renew?: boolean } = {}) => {
      const membership = await api.post<FamilyMembership>(moneyPaths.membership, { tierId, renew });
      await mutate(cacheKeys.family);
      return membership;
    },
    [mutate],
  );
}

/** Saves a payment's receipt, as the association's PDF. */
export function downloadReceipt(payment: FamilyPayment): Promise<void> {
  return saveDownload(payment.receiptUrl, `receipt-${payment.receiptNumber}.pdf`);
}

/** Saves one year's donation statement, for the family's taxes. */
export function downloadStatement(year: number): Promise<void> {
  return saveDownload(moneyPaths.statement(year), `donation-statement-${year}.pdf`);
}
