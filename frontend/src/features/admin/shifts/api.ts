import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { DoorVolunteers, Roster, RosterVolunteer } from '@/lib/api-types';

const rosterKey = (eventId: number | string) => `/api/admin/events/${eventId}/roster`;
const doorKey = (eventId: number | string) => `/api/admin/events/${eventId}/door/volunteers`;

/** The roster of an event's shifts with their volunteers; `null` reads nothing. */
export function useRoster(eventId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<Roster>(eventId ? rosterKey(eventId) : null, {
    revalidateOnMount: true,
  });
  return { roster: data, error, isLoading, retry: () => mutate() };
}

/** The door's list of volunteers to check in: names and shifts only. */
export function useDoorVolunteers(eventId: number | string) {
  const { data, error, isLoading, mutate } = useSWR<DoorVolunteers>(doorKey(eventId), { revalidateOnMount: true });
  return { volunteers: data?.volunteers ?? [], error, isLoading, retry: () => mutate() };
}

/** Checks a volunteer in (their hours become the shift's length); the roster and the door's list are read again. */
export function useCheckInVolunteer(eventId: number | string) {
  const { mutate } = useSWRConfig();
  return async (volunteerId: number) => {
    const volunteer = await api.post<RosterVolunteer>(`/api/admin/shift-volunteers/${volunteerId}/check-in`);
    await Promise.all([mutate(rosterKey(eventId)), mutate(doorKey(eventId))]);
    return volunteer;
  };
}

/** Corrects a volunteer's hours. */
export function useSetHours(eventId: number | string) {
  const { mutate } = useSWRConfig();
  return async (volunteerId: number, hours: number) => {
    const volunteer = await api.put<RosterVolunteer>(`/api/admin/shift-volunteers/${volunteerId}`, { hours });
    await mutate(rosterKey(eventId));
    return volunteer;
  };
}

/** Emails one shift's volunteers; the answer says how many. */
export function sendShiftMessage(eventId: number | string, shiftId: number, subject: string, body: string) {
  return api.post<{ recipients: number }>(`/api/admin/events/${eventId}/shifts/${shiftId}/message`, { subject, body });
}
