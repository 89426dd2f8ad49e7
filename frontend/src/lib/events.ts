export const EVENTS_KEY = '/api/events';
export const FEATURED_EVENT_KEY = '/api/events/featured';

export function eventKey(id: number | string): string {
  return `${EVENTS_KEY}/${id}`;
}
