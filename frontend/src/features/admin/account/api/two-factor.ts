import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { Passkey, TotpSetup, TotpState } from '@/lib/api-types';
import { adminKeys, adminPaths } from '../../shell/api/keys';
import { passkeyCreation } from '../../shell/passkeys';

/** The signed-in account's own second steps: its authenticator app and its passkeys. */
export function useOwnSecondSteps() {
  const totp = useSWR<TotpState>(adminKeys.totp);
  const passkeys = useSWR<Passkey[]>(adminKeys.passkeys);
  return { totp: totp.data, passkeys: passkeys.data, error: totp.error ?? passkeys.error };
}

/** The organiser's own second step: set up an authenticator app, add a passkey, remove either. */
export function useTwoFactorSetup() {
  const { mutate } = useSWRConfig();
  // The session says whether the account has a second step; it changes with each set-up.
  const refresh = () => Promise.all([mutate(adminKeys.session), mutate(adminKeys.totp), mutate(adminKeys.passkeys)]);
  return {
    totpBegin: () => api.post<TotpSetup>(adminPaths.totp),
    totpConfirm: async (code: string) => {
      const { recoveryCodes } = await api.post<{ recoveryCodes: string[] }>(adminPaths.totpConfirm, { code });
      await refresh();
      return recoveryCodes;
    },
    totpRemove: async () => {
      await api.delete(adminPaths.totp);
      await refresh();
    },
    passkeyAdd: async (name: string) => {
      const options = await api.post<unknown>(adminPaths.passkeyOptions);
      const credential = await passkeyCreation(options);
      const added = await api.post<{ id: number; name: string }>(adminPaths.passkeys, { name, credential });
      await refresh();
      return added;
    },
    passkeyRemove: async (id: number) => {
      await api.delete(adminPaths.passkey(id));
      await refresh();
    },
  };
}
