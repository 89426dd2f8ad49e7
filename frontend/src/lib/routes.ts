import { msg } from '@lingui/core/macro';

/** Every path the site links to or navigates to, in one place. */
export const paths = {
  home: '/',
  events: '/events',
  eventDetail: '/events/:id',
  /** An event's cultural programme: the running order, once the organisers publish it. */
  eventProgramme: '/events/:id/programme',
  /** An act sent for a programme, opened from the emailed link (`?token=`) to change or withdraw it. */
  programmeEntry: '/programme/:id',
  /** A volunteer's place in a shift, opened from the emailed link (`?token=`) to read or give it back. */
  shiftPlace: '/shifts/:id',
  /** A sponsorship taken, opened from the emailed link (`?token=`): what to pay, and an ad's artwork. */
  sponsor: '/sponsors/:id',
  /** A piece sent for the souvenir, opened from its link (`?token=`). */
  souvenirPiece: '/souvenir/:id',
  gallery: '/gallery',
  contact: '/contact',
  /** Giving to the association: the amount and purpose, then the reference and how to pay. */
  donate: '/donate',
  /** A family's own page: its registrations, members and data, signed in with an emailed code. */
  family: '/family',
  /** A guest's pass, opened with the manage link's token: the party and the check-in code for the door. */
  pass: '/pass/:id',
  admin: '/admin',
  /** The door's check-in screen for one event (a volunteer's phone). */
  checkIn: '/admin/check-in/:eventId',
  /** A door pass opened on a volunteer's phone: that event's check-in screen, without a password. */
  doorPass: '/door/:token',
  /** Someone an administrator invited chooses their password (`?token=` from the email). */
  welcome: '/admin/welcome',
  /** The page of the link emailed to confirm the announcements (`?token=`). */
  announcementsConfirm: '/announcements/confirm',
  /** Server navigations (full page loads, not client routes). */
  login: '/api/login',
  logout: '/api/logout',
} as const;

export function eventPath(id: number | string): string {
  return `${paths.events}/${id}`;
}

export function sponsorPath(id: number | string): string {
  return `/sponsors/${encodeURIComponent(String(id))}`;
}

export function eventProgrammePath(id: number | string): string {
  return `${paths.events}/${id}/programme`;
}

/** The gallery showing one event's album. */
export function eventGalleryPath(eventId: number | string): string {
  return `${paths.gallery}?event=${encodeURIComponent(String(eventId))}`;
}

/** The events page with the registration dialog open for one event. */
export function registerPath(eventId: number | string): string {
  return `${paths.events}?register=${encodeURIComponent(String(eventId))}`;
}

/**
 * The check-in screen of one event; with `registrationId` (the QR code in a confirmation email),
 * that party opens ready to be checked in.
 */
export function checkInPath(eventId: number | string, registrationId?: number | string): string {
  const path = paths.checkIn.replace(':eventId', encodeURIComponent(String(eventId)));
  return registrationId === undefined ? path : `${path}?registration=${encodeURIComponent(String(registrationId))}`;
}

/** A guest's pass: the page to show a volunteer at the door. */
export function passPath(registrationId: number | string, token: string): string {
  return `/pass/${encodeURIComponent(String(registrationId))}?token=${encodeURIComponent(token)}`;
}

/** Links in the navigation bar and footer, in order; each label is a message to translate. */
export const navLinks = [
  { to: paths.home, label: msg`Home` },
  { to: paths.events, label: msg`Events` },
  { to: paths.gallery, label: msg`Gallery` },
  { to: paths.contact, label: msg`Contact` },
  { to: paths.donate, label: msg`Donate` },
  { to: paths.family, label: msg`My Family` },
] as const;

/** `/` is active only on itself; other links are active on their own path and anything below it. */
export function isActivePath(linkPath: string, currentPath: string): boolean {
  if (linkPath === paths.home) return currentPath === paths.home;
  return currentPath === linkPath || currentPath.startsWith(`${linkPath}/`);
}

/** The event as an iCalendar file, which phones and desktop calendars open to add the event. */
export function eventCalendarPath(eventId: number | string): string {
  return `/api/events/${encodeURIComponent(String(eventId))}/calendar.ics`;
}
