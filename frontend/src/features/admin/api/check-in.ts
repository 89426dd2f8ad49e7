import useSWR from 'swr';
import { api } from '@/lib/api';
import type { Registration } from '@/lib/api-types';
import { cacheKeys } from '@/lib/cache-keys';
import { adminPaths } from './keys';

/**
 * Other volunteers check parties in on their own phones; the door's list is read again this
 * often, and whenever the phone comes back to the page, so that each sees the others' taps.
 */
const CHECK_IN_REFRESH_MS = 30_000;

/** Every registration of the event (the door also meets parties who are waiting or cancelled). */
export function useDoorList(eventId: string) {
  const { data, error, isLoading, mutate } = useSWR<Registration[]>(cacheKeys.eventRegistrations(eventId), {
    refreshInterval: CHECK_IN_REFRESH_MS,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
  });
  return { registrations: data, error, isLoading, retry: () => mutate() };
}

/** Marks the party arrived; the server keeps the first arrival if it already had one. */
export function checkIn(registrationId: number) {
  return api.post<Registration>(adminPaths.checkIn(registrationId));
}

export function undoCheckIn(registrationId: number) {
  return api.delete<Registration>(adminPaths.checkIn(registrationId));
}
