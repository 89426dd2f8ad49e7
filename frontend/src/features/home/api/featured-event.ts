import useSWR from 'swr';
import { FEATURED_EVENT_KEY, type EventItem } from '@/lib/events';

/** The soonest upcoming event, or `null` when there is none. */
export function useFeaturedEvent() {
  return useSWR<EventItem | null>(FEATURED_EVENT_KEY);
}
