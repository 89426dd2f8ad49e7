import useSWR, { type SWRConfiguration } from 'swr';
import { isApiError } from './api';
import type { Family } from './api-types';
import { cacheKeys } from './cache-keys';

const HINT_KEY = 'family-signed-in';

/**
 * Whether a family signed in with this browser and has not signed out: a hint kept beside the
 * session cookie (which scripts cannot read), so that a visitor who never signed in is never sent
 * to ask the server who they are. The server's answer always wins: a 401 clears it.
 */
export const familyHint = {
  present(): boolean {
    try {
      return window.localStorage.getItem(HINT_KEY) === '1';
    } catch {
      return false;
    }
  },
  set(signedIn: boolean) {
    try {
      if (signedIn) window.localStorage.setItem(HINT_KEY, '1');
      else window.localStorage.removeItem(HINT_KEY);
    } catch {
      // Private browsing may refuse storage; the family page still asks the server.
    }
  },
};

/** What every read of the family does with its answer: the hint follows the server. */
export const familyReadOptions: SWRConfiguration<Family> = {
  onSuccess: () => familyHint.set(true),
  onError: (error: unknown) => {
    if (isApiError(error, 401)) familyHint.set(false);
  },
};

/**
 * The signed-in family for a feature other than the family page (registering starts from it), or
 * nothing. The server is asked only when `wanted` and a family signed in with this browser;
 * `isLoading` is true while it answers.
 */
export function useSignedInFamily(wanted: boolean) {
  const ask = wanted && familyHint.present();
  const { data, isLoading } = useSWR<Family>(ask ? cacheKeys.family : null, familyReadOptions);
  return { family: ask ? data : undefined, isLoading: ask && isLoading };
}
