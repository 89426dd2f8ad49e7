import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api';
import { saveDownload } from '@/lib/download';
import { adminKeys, adminPaths } from '../../shell/api/keys';
import type { MembershipCreateRequest, MembershipRow, MembershipTier, MembershipTierRequest } from '../../treasury/api/money-types';
import { useRefreshMoney } from '../../treasury/api/payments';

/** Every tier, inactive ones included. */
export function useMembershipTiers() {
  const { data, error, isLoading, mutate } = useSWR<MembershipTier[]>(adminKeys.membershipTiers);
  return { tiers: data, error, isLoading, retry: () => mutate() };
}

export function useTierMutations() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(adminKeys.membershipTiers);
  return {
    async create(input: MembershipTierRequest) {
      const tier = await api.post<MembershipTier>(adminKeys.membershipTiers, input);
      await refresh();
      return tier;
    },
    async update(id: number, input: MembershipTierRequest) {
      const tier = await api.put<MembershipTier>(adminPaths.membershipTier(id), input);
      await refresh();
      return tier;
    },
    /** A tier in use answers 409; it is then made inactive instead. */
    async remove(id: number) {
      await api.delete(adminPaths.membershipTier(id));
      await refresh();
    },
  };
}

/** The membership roll of the year `year` (the calendar year the membership year starts in). */
export function useMembershipRoll(year: number) {
  const { data, error, isLoading, mutate } = useSWR<MembershipRow[]>(adminKeys.memberships(year));
  return { memberships: data, error, isLoading, retry: () => mutate() };
}

/** Signs a family up at the door; the roll and the treasurer's totals are read again. */
export function useSignUpFamily() {
  const refreshMoney = useRefreshMoney();
  return async (input: MembershipCreateRequest) => {
    const created = await api.post<MembershipRow>(adminPaths.memberships, input);
    await refreshMoney();
    return created;
  };
}

/** Downloads the year's roll as a CSV; `isMutating` is true meanwhile. */
export function useExportMemberships(year: number) {
  return useSWRMutation(adminPaths.membershipsExport(year), (path: string) =>
    saveDownload(path, `memberships-${year}.csv`),
  );
}
