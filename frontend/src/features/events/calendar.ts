import '@/features/events/messages';
// The Google Calendar entry for an event. Its start and end are the server's (`startsAt`,
// `endsAt`), read from the free-text time as the .ics file reads it, so both calendars get the
// same entry and the browser never reads the time itself.
import { t } from '@lingui/core/macro';
import type { Event } from '@/lib/api-types';
import { written } from '@/lib/written';

const TIME_ZONE = 'America/Los_Angeles';

type CalendarEvent = Pick<
  Event,
  'title' | 'titleBn' | 'date' | 'time' | 'startsAt' | 'endsAt' | 'description' | 'descriptionBn' | 'venue' | 'address'
>;

/** "2030-10-15T17:00:00-07:00" as Google Calendar writes a wall-clock time: "20301015T170000". */
function wallClock(isoDateTime: string): string {
  return isoDateTime.slice(0, 19).replace(/[-:]/g, '');
}

/** "2030-10-15" as Google Calendar writes a day, with the day after it: "20301015/20301016". */
function wholeDay(isoDate: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return null;
  const next = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1));
  return `${match[1]}${match[2]}${match[3]}/${next.toISOString().slice(0, 10).replace(/-/g, '')}`;
}

/**
 * Google Calendar's `dates`: the event's start and end in the site's time zone when the server
 * found a clock time in it, else the whole day.
 */
function calendarDates(event: CalendarEvent): { dates: string; timed: boolean } | null {
  if (event.startsAt && event.endsAt) {
    return { dates: `${wallClock(event.startsAt)}/${wallClock(event.endsAt)}`, timed: true };
  }
  const dates = wholeDay(event.date);
  return dates ? { dates, timed: false } : null;
}

/** A link that opens Google Calendar with the event filled in, ready to save. */
export function googleCalendarUrl(event: CalendarEvent, pageUrl: string): string {
  const when = calendarDates(event);
  const details = [written(event.description, event.descriptionBn).trim(), pageUrl];
  // An all-day entry would lose a time such as "After sunset"; the details keep it.
  const time = event.time.trim();
  if (when && !when.timed && time) details.unshift(t`Time: ${time}`);
  const params: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', written(event.title, event.titleBn).split(/\s+/).filter(Boolean).join(' ')],
    ...(when ? ([['dates', when.dates]] as [string, string][]) : []),
    ['details', details.filter(Boolean).join('\n\n')],
    ['location', [event.venue.trim(), event.address.trim()].filter(Boolean).join(', ')],
    ...(when?.timed ? ([['ctz', TIME_ZONE]] as [string, string][]) : []),
  ];
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}
