import * as React from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api';
import type {
  AdminRegistration,
  EventSummary,
  FamilyRegistrations,
  Registration,
  RegistrationStats,
  RegistrationStatus,
} from '@/lib/api-types';
import { cacheKeys, invalidate, registrationReads } from '@/lib/cache-keys';
import { saveDownload } from '@/lib/download';
import { adminPaths } from '../../shell/api/keys';

export function useRegistrationStats() {
  const { data, error, isLoading, mutate } = useSWR<RegistrationStats>(cacheKeys.registrationStats);
  return { stats: data, error, isLoading, retry: () => mutate() };
}

/**
 * One event's registrations: all of them newest first, or those of one status (the waiting list
 * in waiting order). Nothing is fetched until an event is chosen.
 */
export function useEventRegistrations(eventId: string | null, status?: RegistrationStatus) {
  const { data, error, isLoading, mutate } = useSWR<AdminRegistration[]>(
    eventId ? cacheKeys.eventRegistrations(eventId, status) : null,
  );
  return { registrations: data, error, isLoading, retry: () => mutate() };
}

/**
 * Which of the event's registrations were made by a family that has signed in to its page (with
 * the same email address); an empty set until known.
 */
export function useFamilyRegistrationIds(eventId: string | null): ReadonlySet<number> {
  const { data } = useSWR<FamilyRegistrations>(eventId ? adminPaths.familyRegistrations(eventId) : null);
  return React.useMemo(() => new Set(data?.registrationIds ?? []), [data]);
}

/** What organisers plan the event with; nothing is fetched until an event is chosen. */
export function useEventSummary(eventId: string | number | null) {
  const { data, error, isLoading, mutate } = useSWR<EventSummary>(
    eventId === null || eventId === '' ? null : cacheKeys.eventSummary(eventId),
  );
  return { summary: data, error, isLoading, retry: () => mutate() };
}

/** Deletes one registration; `isMutating` is true until the numbers and the lists are read again. */
export function useDeleteRegistration(registration: Pick<Registration, 'id' | 'eventId'>) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(adminPaths.registration(registration.id), async (path: string) => {
    await api.delete(path);
    await invalidate(mutate, registrationReads(registration.eventId));
  });
}

/**
 * Cancels one registration but keeps its record; the server gives its places to the waiting
 * list. `isMutating` is true until the numbers and the lists are read again.
 */
export function useCancelRegistration(registration: Pick<Registration, 'id' | 'eventId'>) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(adminPaths.registrationCancel(registration.id), async (path: string) => {
    const cancelled = await api.post<Registration>(path);
    await invalidate(mutate, registrationReads(registration.eventId));
    return cancelled;
  });
}

/**
 * Downloads the chosen event's registrations as a CSV; `isMutating` is true meanwhile. There is
 * nothing to trigger until an event is chosen.
 */
export function useExportRegistrations(eventId: string | null) {
  return useSWRMutation(eventId ? adminPaths.registrationsExport(eventId) : null, (path: string) =>
    saveDownload(path, `registrations-${eventId}.csv`),
  );
}
