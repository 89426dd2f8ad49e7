import useSWR from 'swr';
import type { ActivityPage } from '@/lib/api-types';
import { currentLocale } from '@/lib/i18n';
import { adminPaths } from '../../shell/api/keys';

/**
 * One page of the activity log, newest first, of every event or of one. Its sentences are the
 * server's, in the organiser's language, so the language is part of the key: switching reads again.
 */
export function useActivity({ eventId, page }: { eventId: string | null; page: number }) {
  const query = new URLSearchParams({ page: String(page), lang: currentLocale() });
  if (eventId) query.set('eventId', eventId);
  const { data, error, isLoading, mutate } = useSWR<ActivityPage>(`${adminPaths.activity}?${query}`, {
    keepPreviousData: true,
  });
  return { activity: data, error, isLoading, retry: () => mutate() };
}
