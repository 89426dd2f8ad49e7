import type { ScopedMutator } from 'swr';
import type { RegistrationStatus } from './api-types';

/** The filters of an event's registrations list that organisers read: all, or one status. */
const REGISTRATION_STATUSES: readonly RegistrationStatus[] = ['confirmed', 'waitlisted', 'cancelled'];

/**
 * The SWR keys that more than one part of the site reads or refreshes: a write in one feature
 * makes another feature's reads stale, and both name them from here, so no feature needs to know
 * another's keys. Each key is the path of the GET whose answer it caches.
 */
export const cacheKeys = {
  settings: '/api/settings',
  events: '/api/events',
  featuredEvent: '/api/events/featured',
  event: (id: number | string) => `/api/events/${id}`,
  gallery: '/api/gallery',
  /** One event's album: its photos, newest first. */
  eventPhotos: (eventId: number | string) => `/api/gallery?eventId=${eventId}`,
  registrationStats: '/api/admin/registrations/stats',
  eventRegistrations: (eventId: number | string, status?: RegistrationStatus) =>
    `/api/admin/events/${eventId}/registrations${status ? `?status=${status}` : ''}`,
  /** The door's list of one festival day: the parties coming that day, with that day's check-ins. */
  eventDayRegistrations: (eventId: number | string, dayId: number) => `/api/admin/events/${eventId}/registrations?dayId=${dayId}`,
  eventSummary: (eventId: number | string) => `/api/admin/events/${eventId}/summary`,
  /** The signed-in family (401 when none is): its page, and registering starts from it. */
  family: '/api/family',
} as const;

/** The public reads that a change to an event (or to the event `id`) makes stale. */
export function eventReads(id?: number | string): string[] {
  const reads = [cacheKeys.events, cacheKeys.featuredEvent];
  return id === undefined ? reads : [...reads, cacheKeys.event(id)];
}

/**
 * The reads that a new, changed or deleted registration for the event `eventId` makes stale: the
 * numbers, the event's list under each filter, and its planning summary.
 */
export function registrationReads(eventId: number | string): string[] {
  return [
    cacheKeys.registrationStats,
    cacheKeys.eventRegistrations(eventId),
    ...REGISTRATION_STATUSES.map((status) => cacheKeys.eventRegistrations(eventId, status)),
    cacheKeys.eventSummary(eventId),
  ];
}

/**
 * Reads the keys again where they are on screen. With `dropCached`, a copy that is not on screen
 * is emptied too, so it is fetched afresh when next shown: nothing revalidates on mount (data
 * freshness, docs/screens.md), and a page seen earlier in this tab would otherwise come back with the
 * old data. Keys on screen are better refreshed without it, which keeps them visible meanwhile.
 */
export function invalidate(mutate: ScopedMutator, keys: readonly string[], { dropCached = false } = {}) {
  return Promise.all(keys.map((key) => (dropCached ? mutate(key, undefined, { revalidate: true }) : mutate(key))));
}
