import useSWR from 'swr';
import type { Event, GalleryImage } from '@/lib/api-types';
import { cacheKeys } from '@/lib/cache-keys';

/** Upcoming events, soonest first. */
export function useEvents() {
  return useSWR<Event[]>(cacheKeys.events);
}

/** The newest photos of one event (its album's first page). */
export function useEventPhotos(id: number) {
  return useSWR<GalleryImage[]>(cacheKeys.eventPhotos(id));
}

/** One event (past or future); a 404 is an error. */
export function useEvent(id: string | number | undefined | null) {
  return useSWR<Event>(id === undefined || id === null || id === '' ? null : cacheKeys.event(id));
}
