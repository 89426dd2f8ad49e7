import type { Event } from './api-types';

export const FULL_TEXT = 'Full: join the waiting list';

/**
 * What a visitor reads about an event's seats: "12 spots left", "1 spot left", or, when none
 * are left, that registering puts the party on the waiting list. Nothing for an event without a
 * limit, or one that takes no registrations (closed or past), where seats are no longer news.
 */
export function spotsLeftText(event: Pick<Event, 'spotsLeft' | 'registrationOpen' | 'isPast'>): string | null {
  const { spotsLeft } = event;
  if (spotsLeft === null || spotsLeft === undefined || !event.registrationOpen || event.isPast) return null;
  if (spotsLeft <= 0) return FULL_TEXT;
  return `${spotsLeft} ${spotsLeft === 1 ? 'spot' : 'spots'} left`;
}
