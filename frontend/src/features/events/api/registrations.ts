import { useCallback } from 'react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import { api } from '@/lib/api';
import type {
  CreatedRegistration,
  Registration,
  RegistrationInput,
  RegistrationPass,
  RegistrationUpdateInput,
} from '@/lib/api-types';
import { cacheKeys, invalidate, registrationReads } from '@/lib/cache-keys';
import { heldTokenHeaders, manageTokens } from '@/lib/manage-link';

const REGISTRATIONS_PATH = '/api/registrations';
const tokenHeaders = (registrationId: number | string) => heldTokenHeaders('registration', registrationId);

const registrationKey = (registrationId: number | string) => `${REGISTRATIONS_PATH}/${registrationId}`;

function fetchRegistration(registrationId: number | string): Promise<Registration> {
  return api.get<Registration>(registrationKey(registrationId), { headers: tokenHeaders(registrationId) });
}

/**
 * The party's registration as the server has it, read with the token this browser holds (the
 * emailed manage link); `null` reads nothing.
 */
export function useRegistration(registrationId: number | null | undefined) {
  // The key is the path that updates and cancellations write their answer to; SWR calls the
  // fetcher only with a key, so only with an id.
  return useSWR<Registration>(registrationId ? registrationKey(registrationId) : null, () =>
    fetchRegistration(registrationId as number),
  );
}

/**
 * A guest's pass, read with the token this browser holds; `null` reads nothing. A wrong token is
 * a 404, as an unknown id is, and sends no email.
 */
export function useRegistrationPass(registrationId: number | null | undefined) {
  return useSWR<RegistrationPass>(registrationId ? `${registrationKey(registrationId)}/pass` : null, () =>
    api.get<RegistrationPass>(`${registrationKey(registrationId as number)}/pass`, {
      headers: tokenHeaders(registrationId as number),
    }),
  );
}

/**
 * Asks for the emailed link of a registration this browser holds no token for: the server refuses
 * the read (403) and emails the link to the registration's own address, or says when it can.
 */
export function requestManageLink(registrationId: number): Promise<unknown> {
  return api.get(registrationKey(registrationId));
}

function updateRegistration(
  registrationId: number | string,
  input: RegistrationUpdateInput,
): Promise<Registration> {
  return api.put<Registration>(`${REGISTRATIONS_PATH}/${registrationId}`, input, {
    headers: tokenHeaders(registrationId),
  });
}

function cancelRegistration(registrationId: number | string): Promise<Registration> {
  return api.post<Registration>(`${REGISTRATIONS_PATH}/${registrationId}/cancel`, undefined, {
    headers: tokenHeaders(registrationId),
  });
}

/**
 * After a party's seats or claims change, what the event's pages show (seats left, what is still
 * needed) and the admin's counts are stale. The events list under the dialog is read again in
 * place, so it stays on screen meanwhile; the other copies are dropped, to be read afresh when
 * next shown (nothing revalidates on mount). Dropping the admin's too means an organiser who
 * opened the admin earlier in this tab does not see the old numbers when they return to it.
 */
function refreshAfterChange(mutate: ScopedMutator, eventId: number) {
  return Promise.all([
    invalidate(mutate, [cacheKeys.events]),
    // A signed-in family's page lists its registrations too.
    invalidate(
      mutate,
      [cacheKeys.featuredEvent, cacheKeys.event(eventId), ...registrationReads(eventId), cacheKeys.family],
      { dropCached: true },
    ),
  ]);
}

/**
 * Reads the event's seats and claims again, for when the server refused a registration because
 * they changed since the page loaded (a dish just covered, seats just taken).
 */
export function useRefreshEvent() {
  const { mutate } = useSWRConfig();
  return useCallback((eventId: number) => refreshAfterChange(mutate, eventId), [mutate]);
}

/** Creates a registration, keeps its manage token, and refreshes what it changes. */
export function useCreateRegistration() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: RegistrationInput) => {
      const created = await api.post<CreatedRegistration>(REGISTRATIONS_PATH, input);
      if (created.manageToken) manageTokens.set('registration', created.id, created.manageToken);
      await refreshAfterChange(mutate, input.eventId);
      return created;
    },
    [mutate],
  );
}

/** Updates a registration with the token this browser holds for it, and refreshes what it changes. */
export function useUpdateRegistration() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (registrationId: number, eventId: number, input: RegistrationUpdateInput) => {
      const updated = await updateRegistration(registrationId, input);
      await mutate(registrationKey(registrationId), updated, { revalidate: false });
      await refreshAfterChange(mutate, eventId);
      return updated;
    },
    [mutate],
  );
}

/** Cancels a registration with the token this browser holds for it: its seats go back to the event. */
export function useCancelRegistration() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (registrationId: number, eventId: number) => {
      const cancelled = await cancelRegistration(registrationId);
      await mutate(registrationKey(registrationId), cancelled, { revalidate: false });
      await refreshAfterChange(mutate, eventId);
      return cancelled;
    },
    [mutate],
  );
}

/**
 * Books exactly these timed sittings for the party, with the token this browser holds for it; the
 * event's seats are read again either way (a 409 means a sitting filled up meanwhile).
 */
export function useBookSittings() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (registrationId: number, eventId: number, sittingIds: number[]) => {
      try {
        const updated = await api.put<Registration>(
          `${registrationKey(registrationId)}/sittings`,
          { sittingIds },
          { headers: tokenHeaders(registrationId) },
        );
        await mutate(registrationKey(registrationId), updated, { revalidate: false });
        return updated;
      } finally {
        // The event's sittings are on screen in the dialog: read again in place, so the picker stays.
        await Promise.all([
          invalidate(mutate, [cacheKeys.events, cacheKeys.event(eventId)]),
          invalidate(mutate, [cacheKeys.featuredEvent, ...registrationReads(eventId), cacheKeys.family], {
            dropCached: true,
          }),
        ]);
      }
    },
    [mutate],
  );
}
