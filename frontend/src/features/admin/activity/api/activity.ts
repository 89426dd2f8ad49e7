import useSWR from 'swr';
import type { ActivityPage } from '@/lib/api-types';
import { adminPaths } from '../../shell/api/keys';

/** One page of the activity log, newest first, of every event or of one. */
export function useActivity({ eventId, page }: { eventId: string | null; page: number }) {
  const query = new URLSearchParams({ page: String(page) });
  if (eventId) query.set('eventId', eventId);
  const { data, error, isLoading, mutate } = useSWR<ActivityPage>(`${adminPaths.activity}?${query}`, {
    keepPreviousData: true,
  });
  return { activity: data, error, isLoading, retry: () => mutate() };
}
