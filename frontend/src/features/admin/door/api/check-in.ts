import { api, isApiError } from '@/lib/api';
import type { AdminRegistration, CheckInAnswer, CheckInTapInput } from '@/lib/api-types';
import { TapFailure, tapRequest, type DoorTap } from '@/lib/door-queue';
import { adminPaths } from '../../shell/api/keys';

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
