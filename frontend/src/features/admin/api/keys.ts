/** The SWR keys only the admin reads; those other features share are in lib/cache-keys. */
export const adminKeys = {
  session: '/api/auth/session',
  events: '/api/admin/events',
  gallery: '/api/admin/gallery',
} as const;

export const adminPaths = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  event: (id: number) => `/api/admin/events/${id}`,
  registration: (id: number) => `/api/admin/registrations/${id}`,
  registrationCancel: (id: number) => `/api/admin/registrations/${id}/cancel`,
  checkIn: (registrationId: number) => `/api/admin/registrations/${registrationId}/check-in`,
  registrationsExport: (eventId: number | string) => `/api/admin/events/${eventId}/registrations/export`,
  galleryCreate: '/api/admin/gallery',
  galleryImage: (id: number) => `/api/admin/gallery/${id}`,
  uploadUrl: '/api/objects/upload',
  settings: '/api/admin/settings',
  contactMessages: '/api/admin/contact-messages',
  guestMessages: (eventId: number | string) => `/api/admin/events/${eventId}/messages`,
  familyRegistrations: (eventId: number | string) => `/api/admin/events/${eventId}/family-registrations`,
  activity: '/api/admin/activity',
  contactMessage: (id: number) => `/api/admin/contact-messages/${id}`,
} as const;
