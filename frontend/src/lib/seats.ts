import { msg, select } from '@lingui/core/macro';
import type { Event } from './api-types';
import { formatNumber, i18n, pluralForm } from './i18n';

const FULL_MESSAGE = msg`Full: join the waiting list`;

type Seats = Pick<Event, 'spotsLeft' | 'registrationOpen' | 'isPast'>;

/**
 * Whether a visitor can register for the event now: registration is open and the event is not
 * over. Whether it is over is the server's word (`isPast`, in the association's time zone), never
 * worked out again from the browser's clock.
 */
export function takesRegistrations(event: Pick<Event, 'registrationOpen' | 'isPast'>): boolean {
  return Boolean(event.registrationOpen) && !event.isPast;
}

/** True when the event has a limit and no seat is left: registering joins the waiting list. */
export function isFull(event: Seats): boolean {
  return spotsLeftText(event) !== null && (event.spotsLeft ?? 0) <= 0;
}

/**
 * What a visitor reads about an event's seats: "12 spots left", "1 spot left", or, when none
 * are left, that registering puts the party on the waiting list. Nothing for an event without a
 * limit, or one that takes no registrations (closed or past), where seats are no longer news.
 */
export function spotsLeftText(event: Seats): string | null {
  const { spotsLeft } = event;
  if (spotsLeft === null || spotsLeft === undefined || !takesRegistrations(event)) return null;
  if (spotsLeft <= 0) return i18n._(FULL_MESSAGE);
  const left = formatNumber(spotsLeft);
  const spots = pluralForm(spotsLeft);
  return select(spots, { one: `${left} spot left`, other: `${left} spots left` });
}
