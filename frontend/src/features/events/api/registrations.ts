import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type {
  CreatedRegistration,
  Registration,
  RegistrationInput,
  RegistrationUpdateInput,
} from '@/lib/api-types';
import { invalidate, registrationReads } from '@/lib/cache-keys';

export const REGISTRATIONS_PATH = '/api/registrations';
export const TOKEN_HEADER = 'X-Registration-Token';

const tokenStorageKey = (registrationId: number | string) => `registration-token:${registrationId}`;

export const manageTokens = {
  get(registrationId: number | string): string | null {
    try {
      return window.localStorage.getItem(tokenStorageKey(registrationId));
    } catch {
      return null;
    }
  },
  set(registrationId: number | string, token: string) {
    try {
      window.localStorage.setItem(tokenStorageKey(registrationId), token);
    } catch {
      // Private browsing may refuse storage; the emailed link still works.
    }
  },
};

function tokenHeaders(registrationId: number | string): Record<string, string> {
  const token = manageTokens.get(registrationId);
  return token ? { [TOKEN_HEADER]: token } : {};
}

export function fetchRegistration(registrationId: number | string): Promise<Registration> {
  return api.get<Registration>(`${REGISTRATIONS_PATH}/${registrationId}`, { headers: tokenHeaders(registrationId) });
}

export function updateRegistration(
  registrationId: number | string,
  input: RegistrationUpdateInput,
): Promise<Registration> {
  return api.put<Registration>(`${REGISTRATIONS_PATH}/${registrationId}`, input, {
    headers: tokenHeaders(registrationId),
  });
}

/** Creates a registration, keeps its manage token, and refreshes the admin's counts for it. */
export function useCreateRegistration() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: RegistrationInput) => {
      const created = await api.post<CreatedRegistration>(REGISTRATIONS_PATH, input);
      if (created.manageToken) manageTokens.set(created.id, created.manageToken);
      // Drop the cached copies too, not only refetch mounted ones: an organiser who opened the
      // admin earlier in this tab must not see the old numbers when they return to it.
      await invalidate(mutate, registrationReads(input.eventId), { dropCached: true });
      return created;
    },
    [mutate],
  );
}
