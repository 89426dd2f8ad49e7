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
 * Every registration of the event (the door also meets parties who are waiting or cancelled).
 * Without a network the service worker answers with the copy of the last visit.
 */
export function useDoorList(eventId: string) {
  const { data, error, isLoading, mutate } = useSWR<AdminRegistration[]>(cacheKeys.eventRegistrations(eventId), {
    refreshInterval: CHECK_IN_REFRESH_MS,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
  });
  return { registrations: data, error, isLoading, retry: () => mutate() };
}

/** The undo's body; the schema does not describe a DELETE's body, so it is named here. */
interface UndoTapInput {
  tapId: string;
  undoneAt: string;
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
      return { ...saved, conflict: false };
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
