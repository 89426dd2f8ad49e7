/** Every path the site links to or navigates to, in one place. */
export const paths = {
  home: '/',
  events: '/events',
  eventDetail: '/events/:id',
  gallery: '/gallery',
  contact: '/contact',
  admin: '/admin',
  checkIn: '/admin/check-in/:eventId',
  /** Server navigations (full page loads, not client routes). */
  login: '/api/login',
  logout: '/api/logout',
} as const;

export function eventPath(id: number | string): string {
  return `${paths.events}/${id}`;
}

/** The events page with the registration dialog open for one event. */
export function registerPath(eventId: number | string): string {
  return `${paths.events}?register=${encodeURIComponent(String(eventId))}`;
}

/** Links in the navigation bar and footer, in order. */
export const navLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.events, label: 'Events' },
  { to: paths.gallery, label: 'Gallery' },
  { to: paths.contact, label: 'Contact' },
] as const;

/** `/` is active only on itself; other links are active on their own path and anything below it. */
export function isActivePath(linkPath: string, currentPath: string): boolean {
  if (linkPath === paths.home) return currentPath === paths.home;
  return currentPath === linkPath || currentPath.startsWith(`${linkPath}/`);
}
