import useSWR from 'swr';
import type { Event } from '@/lib/api-types';
import { FEATURED_EVENT_KEY } from '@/lib/events';

/** The soonest upcoming event, or `null` when there is none. */
export function useFeaturedEvent() {
  return useSWR<Event | null>(FEATURED_EVENT_KEY);
}
