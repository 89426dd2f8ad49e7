import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api';
import type { Registration, RegistrationStats } from '@/lib/api-types';
import { cacheKeys, invalidate, registrationReads } from '@/lib/cache-keys';
import { adminPaths } from './keys';

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

/** Deletes one registration; `isMutating` is true until the numbers and the list are read again. */
export function useDeleteRegistration(registration: Pick<Registration, 'id' | 'eventId'>) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(adminPaths.registration(registration.id), async (path: string) => {
    await api.delete(path);
    await invalidate(mutate, registrationReads(registration.eventId));
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

/** Fetches a file (with the session cookie) and hands it to the browser as a download. */
async function saveDownload(path: string, fileName: string): Promise<void> {
  const blob = await api.download(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
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
