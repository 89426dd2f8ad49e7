import { useCallback } from 'react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import { api, isApiError } from '@/lib/api';
import type { Event, Family, FamilyInput, FamilyRegistration, Registration, RegistrationUpdateInput } from '@/lib/api-types';
import { cacheKeys, eventReads, invalidate, registrationReads } from '@/lib/cache-keys';
import { saveDownload } from '@/lib/download';
import { familyHint, familyReadOptions } from '@/lib/family-session';
import { manageTokenHeaders } from '@/lib/manage-link';

const familyPaths = {
  family: cacheKeys.family,
  signIn: '/api/family/sign-in',
  verify: '/api/family/verify',
  signOut: '/api/family/sign-out',
  export: '/api/family/export',
  registration: (id: number) => `/api/registrations/${id}`,
  cancel: (id: number) => `/api/registrations/${id}/cancel`,
  calendarFeed: '/api/family/calendar-feed',
  calendarFeedReset: '/api/family/calendar-feed/reset',
  sittings: (id: number) => `/api/registrations/${id}/sittings`,
} as const;

const FAMILY_DATA_FILE = 'family-data.json';

/**
 * The signed-in family. `signedOut` is true when the server says no family is signed in (401);
 * `error` is any other failure. Nothing is read while `enabled` is false (a sign-in link is being
 * used, whose answer is the family).
 */
export function useFamily(enabled = true) {
  const { data, error, isLoading, mutate } = useSWR<Family>(enabled ? familyPaths.family : null, familyReadOptions);
  const signedOut = isApiError(error, 401);
  return { family: data, signedOut, error: signedOut ? undefined : error, isLoading, retry: () => mutate() };
}

/** Asks the server to email a sign-in code (and a one-tap link) to the address. */
export function requestCode(email: string): Promise<unknown> {
  return api.post(familyPaths.signIn, { email });
}

/** Signs in with the emailed code; the family it answers with is the page's from then on. */
export function useVerifyCode() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (email: string, code: string) => {
      const family = await api.post<Family>(familyPaths.verify, { email, code });
      familyHint.set(true);
      await mutate(familyPaths.family, family, { revalidate: false });
      return family;
    },
    [mutate],
  );
}

/** Forgets the family in this browser: the page asks the server again, which says nobody is signed in. */
function forgetFamily(mutate: ScopedMutator) {
  familyHint.set(false);
  return mutate(familyPaths.family, undefined, { revalidate: true });
}

export function useSignOut() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await api.post(familyPaths.signOut);
    await forgetFamily(mutate);
  }, [mutate]);
}

/** Replaces the profile and the members; the answer is the family as now stored. */
export function useUpdateFamily() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: FamilyInput) => {
      const family = await api.put<Family>(familyPaths.family, input);
      await mutate(familyPaths.family, family, { revalidate: false });
      return family;
    },
    [mutate],
  );
}

/** After registrations change, what shows those events' seats (their pages, the organisers' lists) is stale. */
function refreshEvents(mutate: ScopedMutator, eventIds: number[]) {
  return Promise.all(
    eventIds.map((eventId) =>
      invalidate(mutate, [...eventReads(eventId), ...registrationReads(eventId)], { dropCached: true }),
    ),
  );
}

function tokenHeaders(registration: FamilyRegistration) {
  return manageTokenHeaders('registration', registration.manageToken);
}

/** One registration as the party gave it, read with the token the family was given; null reads nothing. */
export function useFamilyRegistration(registration: FamilyRegistration | null) {
  const { data, error, isLoading, mutate } = useSWR<Registration>(
    registration ? [familyPaths.registration(registration.id), registration.manageToken] : null,
    ([path, token]: [string, string]) => api.get<Registration>(path, { headers: manageTokenHeaders('registration', token) }),
  );
  return { registration: data, error, isLoading, retry: () => mutate() };
}

/** Changes a registration as its manage link would. */
export function useUpdateFamilyRegistration() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (registration: FamilyRegistration, input: RegistrationUpdateInput) => {
      const updated = await api.put<Registration>(familyPaths.registration(registration.id), input, {
        headers: tokenHeaders(registration),
      });
      await mutate([familyPaths.registration(registration.id), registration.manageToken], updated, {
        revalidate: false,
      });
      await Promise.all([mutate(familyPaths.family), refreshEvents(mutate, [registration.eventId])]);
      return updated;
    },
    [mutate],
  );
}

/** Cancels a registration as its manage link would: its seats go to the waiting list. */
export function useCancelFamilyRegistration() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (registration: FamilyRegistration) => {
      const cancelled = await api.post<Registration>(familyPaths.cancel(registration.id), undefined, {
        headers: tokenHeaders(registration),
      });
      await Promise.all([mutate(familyPaths.family), refreshEvents(mutate, [registration.eventId])]);
      return cancelled;
    },
    [mutate],
  );
}

/** Saves family-data.json: everything the site holds about the family's address. */
export function downloadFamilyData(): Promise<void> {
  return saveDownload(familyPaths.export, FAMILY_DATA_FILE);
}

/**
 * Deletes the family for good (`confirm` is the word the family typed). Its coming registrations
 * were cancelled, so those events' seats changed.
 */
export function useDeleteFamily() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (family: Family, confirm: string) => {
      await api.delete(familyPaths.family, { body: { confirm } });
      const coming = family.registrations.filter((registration) => !registration.eventIsPast);
      await Promise.all([
        refreshEvents(mutate, [...new Set(coming.map((registration) => registration.eventId))]),
        forgetFamily(mutate),
      ]);
    },
    [mutate],
  );
}

/** The family's secret calendar feed (made on first read). */
export function useCalendarFeed() {
  const { data, error } = useSWR<{ url: string }>(familyPaths.calendarFeed);
  return { feed: data, error };
}

/** A new secret for the feed: the old address stops working. */
export function useResetCalendarFeed() {
  const { mutate } = useSWRConfig();
  return async () => {
    const fresh = await api.post<{ url: string }>(familyPaths.calendarFeedReset);
    await mutate(familyPaths.calendarFeed, fresh, { revalidate: false });
    return fresh;
  };
}

/** The event of one of the family's registrations, as the event page reads it (its sittings and their seats). */
export function useRegistrationEvent(eventId: number | null) {
  return useSWR<Event>(eventId ? cacheKeys.event(eventId) : null, (path: string) => api.get<Event>(path));
}

/**
 * Books exactly these timed sittings for the party, as its manage link would; the family and the
 * event's seats are read again either way (a 409 means a sitting filled up meanwhile).
 */
export function useBookFamilySittings() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (registration: FamilyRegistration, sittingIds: number[]) => {
      try {
        return await api.put<Registration>(familyPaths.sittings(registration.id), { sittingIds }, {
          headers: tokenHeaders(registration),
        });
      } finally {
        // The event's sittings are on screen here: read again in place, so the picker stays.
        const { eventId } = registration;
        await Promise.all([
          mutate(familyPaths.family),
          invalidate(mutate, [cacheKeys.event(eventId)]),
          invalidate(mutate, [...eventReads(), ...registrationReads(eventId)], { dropCached: true }),
        ]);
      }
    },
    [mutate],
  );
}
