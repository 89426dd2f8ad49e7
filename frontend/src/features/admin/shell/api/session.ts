import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { Credentials, LoginAnswer, Session, TwoFactorRequired } from '@/lib/api-types';
import { navigateTo } from '@/lib/navigation';
import { paths } from '@/lib/routes';
import { adminKeys, adminPaths } from './keys';

/** Who is signed in; the request also gives the browser its CSRF cookie. */
export function useSession() {
  const { data, error, isLoading, mutate } = useSWR<Session>(adminKeys.session);
  return { session: data, error, isLoading, retry: () => mutate() };
}

export function needsSecondStep(answer: LoginAnswer): answer is TwoFactorRequired {
  return 'twoFactorRequired' in answer && answer.twoFactorRequired;
}

/** The password; an account with two-step sign-in answers what to ask for next, and no session. */
export function useLogin() {
  const { mutate } = useSWRConfig();
  return async (credentials: Credentials): Promise<LoginAnswer> => {
    const answer = await api.post<LoginAnswer>(adminPaths.login, credentials);
    if (!needsSecondStep(answer)) await mutate(adminKeys.session, answer, { revalidate: false });
    return answer;
  };
}

/** The second step: a code from the app (or a recovery code), or a passkey's answer. */
export function useLoginSecondStep() {
  const { mutate } = useSWRConfig();
  return async (body: { code: string } | { passkey: unknown }) => {
    const session = await api.post<Session>(adminPaths.loginSecondStep, body);
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
