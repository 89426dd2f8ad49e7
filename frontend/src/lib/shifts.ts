import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { ShiftSignUpInput, SignedUp, VolunteerPlace } from '@/lib/api-types';
import { heldTokenHeaders, manageTokens } from '@/lib/manage-link';

const placePath = (volunteerId: number | string) => `/api/shift-volunteers/${volunteerId}`;

/** Takes a place in a shift and keeps the token that gives it back. */
export function useShiftSignUp() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (eventId: number, shiftId: number, input: ShiftSignUpInput) => {
      const signedUp = await api.post<SignedUp>(`/api/events/${eventId}/shifts/${shiftId}/volunteers`, input);
      manageTokens.set('shift', signedUp.id, signedUp.manageToken);
      // The shift's places taken, and a family's hours, are read again.
      await mutate(
        (key) => typeof key === 'string' && (key.startsWith('/api/events') || key.startsWith('/api/family/volunteer-hours')),
      );
      return signedUp;
    },
    [mutate],
  );
}

/** The place as the server has it, read with the token this browser holds; `null` reads nothing. */
export function useVolunteerPlace(volunteerId: number | null) {
  return useSWR<VolunteerPlace>(volunteerId ? placePath(volunteerId) : null, () =>
    api.get<VolunteerPlace>(placePath(volunteerId as number), { headers: heldTokenHeaders('shift', volunteerId as number) }),
  );
}

export function useGiveUpPlace() {
  return useCallback(async (volunteerId: number) => {
    await api.delete(placePath(volunteerId), { headers: heldTokenHeaders('shift', volunteerId) });
  }, []);
}
