import { EVENTS_KEY, FEATURED_EVENT_KEY } from '@/lib/events';
import { SETTINGS_KEY } from '@/lib/settings';

/** Every SWR key the admin reads or refreshes, in one place. */
export const adminKeys = {
  session: '/api/auth/session',
  events: '/api/admin/events',
  stats: '/api/admin/registrations/stats',
  registrations: (eventId: number | string) => `/api/admin/events/${eventId}/registrations`,
  gallery: '/api/gallery',
  settings: SETTINGS_KEY,
  /** Public reads that show events, refreshed after an event changes. */
  publicEvents: EVENTS_KEY,
  featuredEvent: FEATURED_EVENT_KEY,
} as const;

export const adminPaths = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  event: (id: number) => `/api/admin/events/${id}`,
  registration: (id: number) => `/api/admin/registrations/${id}`,
  registrationsExport: (eventId: number | string) => `/api/admin/events/${eventId}/registrations/export`,
  galleryCreate: '/api/admin/gallery',
  galleryImage: (id: number) => `/api/admin/gallery/${id}`,
  uploadUrl: '/api/objects/upload',
  settings: '/api/admin/settings',
} as const;
