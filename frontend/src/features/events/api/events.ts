import useSWR from 'swr';
import { EVENTS_KEY, eventKey, type EventItem } from '@/lib/events';

/** Upcoming events, soonest first. */
export function useEvents() {
  return useSWR<EventItem[]>(EVENTS_KEY);
}

/** One event (past or future); a 404 is an error. */
export function useEvent(id: string | number | undefined | null) {
  return useSWR<EventItem>(id === undefined || id === null || id === '' ? null : eventKey(id));
}
