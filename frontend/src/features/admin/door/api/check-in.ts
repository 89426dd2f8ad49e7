import useSWR from 'swr';
import { api, isApiError } from '@/lib/api';
import type { AdminRegistration, CheckInAnswer, CheckInTapInput } from '@/lib/api-types';
import { cacheKeys } from '@/lib/cache-keys';
import { TapFailure, tapRequest, type DoorTap } from '@/lib/door-queue';
import { adminPaths } from '../../shell/api/keys';

/**
 * Other volunteers check parties in on their own phones; the door's list is read again this
 * often, and whenever the phone comes back to the page, so that each sees the others' taps.
 */
const CHECK_IN_REFRESH_MS = 30_000;

/**
 * The door's list under `key` (`doorListKey`): every registration of the event, or at a festival
 * those coming on the chosen day, with that day's check-in (the door also meets parties who are
 * waiting or cancelled). Without a network the service worker answers with the copy of the last
 * visit. No key (a festival whose day is not chosen yet): nothing is read.
 */
export function useDoorList(key: string | null) {
  const { data, error, isLoading, mutate } = useSWR<AdminRegistration[]>(key, {
    refreshInterval: CHECK_IN_REFRESH_MS,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
  });
  return { registrations: data, error, isLoading, retry: () => mutate() };
}

/** The door's list of an event, or of one day of a festival (`dayId`). */
export function doorListKey(eventId: string, dayId: number | null): string {
  return dayId === null ? cacheKeys.eventRegistrations(eventId) : cacheKeys.eventDayRegistrations(eventId, dayId);
}

/** The undo's body; the schema does not describe a DELETE's body, so it is named here. */
interface UndoTapInput {
  tapId: string;
  undoneAt: string;
  dayId?: number;
}

/**
 * Sends one tap kept on the phone, with its own time and id. An error answer becomes a
 * `TapFailure` with the server's reason; no answer at all is thrown as it came.
 */
export async function sendTap(tap: DoorTap): Promise<CheckInAnswer> {
  const { method, body } = tapRequest(tap);
  const path = adminPaths.checkIn(tap.registrationId);
  try {
    if (method === 'DELETE') {
      const saved = await api.delete<AdminRegistration>(path, { body: body as unknown as UndoTapInput });
      return { ...saved, conflict: false, dayId: tap.dayId ?? null };
    }
    return await api.post<CheckInAnswer>(path, body as CheckInTapInput);
  } catch (error) {
    if (isApiError(error)) {
      // A deleted party's 404 says only "Not found.": the door says it its own way.
      throw new TapFailure(error.status, error.status === 404 ? undefined : error.body?.message);
    }
    throw error;
  }
}
