import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import { adminPaths } from './keys';
import type { Registration, RegistrationStats } from '@/lib/api-types';
import { cacheKeys, invalidate, registrationReads } from '@/lib/cache-keys';

export function useRegistrationStats() {
  const { data, error, isLoading, mutate } = useSWR<RegistrationStats>(cacheKeys.registrationStats);
  return { stats: data, error, isLoading, retry: () => mutate() };
}

/** One event's registrations, newest first; nothing is fetched until an event is chosen. */
export function useEventRegistrations(eventId: string | null) {
  const { data, error, isLoading, mutate } = useSWR<Registration[]>(
    eventId ? cacheKeys.eventRegistrations(eventId) : null,
  );
  return { registrations: data, error, isLoading, retry: () => mutate() };
}

export function useDeleteRegistration() {
  const { mutate } = useSWRConfig();
  return async (registration: Registration) => {
    await api.delete(adminPaths.registration(registration.id));
    await invalidate(mutate, registrationReads(registration.eventId));
  };
}

/** Fetches the CSV (with the session cookie) and hands it to the browser as a download. */
export async function exportRegistrations(eventId: string): Promise<void> {
  const blob = await api.download(adminPaths.registrationsExport(eventId));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `registrations-${eventId}.csv`;
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers start reading the file only after the click handler returns.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
