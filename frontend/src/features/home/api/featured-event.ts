import useSWR from 'swr';
import type { Event } from '@/lib/api-types';
import { cacheKeys } from '@/lib/cache-keys';

/** The soonest upcoming event, or `null` when there is none. */
export function useFeaturedEvent() {
  return useSWR<Event | null>(cacheKeys.featuredEvent);
}
