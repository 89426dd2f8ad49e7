import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { SiteSettings, SiteSettingsInput } from '@/lib/api-types';
import { cacheKeys } from '@/lib/cache-keys';
import { adminPaths } from '../../shell/api/keys';

/** The stored settings as the server sends them (its defaults filled in). */
export function useAdminSettings() {
  const { data, error, isLoading, mutate } = useSWR<SiteSettings>(cacheKeys.settings);
  return { settings: data, error, isLoading, retry: () => mutate() };
}

export function useUpdateSettings() {
  const { mutate } = useSWRConfig();
  return async (input: SiteSettingsInput) => {
    const saved = await api.put<SiteSettings>(adminPaths.settings, input);
    // Show the saved values at once, then re-read them so every page agrees with the server.
    await mutate(cacheKeys.settings, saved, { revalidate: true });
    return saved;
  };
}
