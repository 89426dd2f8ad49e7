import { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { TotpSetup } from '@/lib/api-types';
import { adminKeys, adminPaths } from '../../shell/api/keys';
import { passkeyCreation } from '../../shell/passkeys';

/** The organiser's own second step: set up an authenticator app, add a passkey. */
export function useTwoFactorSetup() {
  const { mutate } = useSWRConfig();
  // The session says whether the account has a second step; it changes with each set-up.
  const refreshSession = () => mutate(adminKeys.session);
  return {
    totpBegin: () => api.post<TotpSetup>(adminPaths.totp),
    totpConfirm: async (code: string) => {
      const { recoveryCodes } = await api.post<{ recoveryCodes: string[] }>(adminPaths.totpConfirm, { code });
      await refreshSession();
      return recoveryCodes;
    },
    passkeyAdd: async (name: string) => {
      const options = await api.post<unknown>(adminPaths.passkeyOptions);
      const credential = await passkeyCreation(options);
      const added = await api.post<{ id: number; name: string }>(adminPaths.passkeys, { name, credential });
      await refreshSession();
      return added;
    },
  };
}
