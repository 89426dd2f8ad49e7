import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { Credentials, Session } from '@/lib/api-types';
import { navigateTo } from '@/lib/navigation';
import { paths } from '@/lib/routes';
import { adminKeys, adminPaths } from './keys';

/** Who is signed in; the request also gives the browser its CSRF cookie. */
export function useSession() {
  const { data, error, isLoading, mutate } = useSWR<Session>(adminKeys.session);
  return { session: data, error, isLoading, retry: () => mutate() };
}

export function useLogin() {
  const { mutate } = useSWRConfig();
  return async (credentials: Credentials) => {
    const session = await api.post<Session>(adminPaths.login, credentials);
    await mutate(adminKeys.session, session, { revalidate: false });
    return session;
  };
}

/** Ends the session on the server, then leaves through /api/logout (a full page load). */
export async function logout(): Promise<void> {
  try {
    await api.post(adminPaths.logout);
  } finally {
    navigateTo(paths.logout);
  }
}
