/** An event as the API sends it (`date` is a calendar date, "YYYY-MM-DD"). */
export interface EventItem {
  id: number;
  title: string;
  description: string;
  date: string;
  time: string;
  venue: string;
  address: string;
  featuredImage: string;
  registrationOpen: boolean;
  highlights: string[];
  schedule: ScheduleEntry[];
  whatToBring: string[];
  sponsors: Sponsor[];
}

export interface ScheduleEntry {
  time: string;
  activity: string;
  description?: string;
}

export interface Sponsor {
  name: string;
  benefits: string;
}

export const EVENTS_KEY = '/api/events';
export const FEATURED_EVENT_KEY = '/api/events/featured';

export function eventKey(id: number | string): string {
  return `${EVENTS_KEY}/${id}`;
}
