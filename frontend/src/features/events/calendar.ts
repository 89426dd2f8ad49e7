// Calendar entries for an event. The server's .ics (events/calendar.py) and the Google Calendar
// link made here read the free-text time the same way, so both calendars get the same entry.
import { t } from '@lingui/core/macro';
import type { Event } from '@/lib/api-types';

export const TIME_ZONE = 'America/Los_Angeles';
const DEFAULT_HOURS = 3;

interface ClockTime {
  hour: number;
  minute: number;
}

interface Clock {
  hour: number;
  minute: number;
  meridiem: 'a' | 'p' | null;
  /** Neither minutes nor am/pm: "5". */
  bare: boolean;
  /** Where the clock ends in the text. */
  end: number;
}

// "5:00 PM", "5pm", "5.30 p.m.", "17:00"; also a bare "5", which counts only as one side of a
// range whose other side says am or pm ("5 - 10 PM"). Sticky: each matches where it is put.
const CLOCK = /\s*(\d{1,2})(?:[:.]([0-5]\d))?\s*(?:([ap])\.?\s?m\b\.?)?/iy;
// A hyphen, an en dash, an em dash, or a word.
const RANGE = /\s*(?:-|\u2013|\u2014|to\b|until\b|till\b)/iy;

function clockAt(text: string, position: number): Clock | null {
  CLOCK.lastIndex = position;
  const match = CLOCK.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const meridiem = match[3] ? (match[3].toLowerCase() as 'a' | 'p') : null;
  if (hour > (meridiem ? 12 : 23) || (meridiem && hour === 0)) return null;
  return {
    hour,
    minute: Number(match[2] ?? 0),
    meridiem,
    bare: match[2] === undefined && meridiem === null,
    end: CLOCK.lastIndex,
  };
}

/** The time of day of `clock`, read with `meridiem` when the clock has none of its own. */
function timeOf(clock: Clock, meridiem: 'a' | 'p' | null = null): ClockTime {
  const m = clock.meridiem ?? meridiem;
  if (m === null) return { hour: clock.hour, minute: clock.minute };
  return { hour: (clock.hour % 12) + (m === 'p' ? 12 : 0), minute: clock.minute };
}

const minutes = (time: ClockTime) => time.hour * 60 + time.minute;
const other = (meridiem: 'a' | 'p') => (meridiem === 'p' ? 'a' : 'p');
const twelveHour = (clock: Clock) => clock.hour >= 1 && clock.hour <= 12;

/**
 * The start (and the end, when the text gives one) of a time such as "5:00 PM - 10:00 PM"; null
 * when the text does not start with a clock time. A side without am/pm takes the other side's,
 * as people write "5 - 10 PM", and the start comes before the end where a reading allows it.
 */
export function clockRange(text: string): [ClockTime, ClockTime | null] | null {
  const start = clockAt(text, 0);
  if (!start) return null;
  RANGE.lastIndex = start.end;
  const separator = RANGE.exec(text);
  let end = separator ? clockAt(text, RANGE.lastIndex) : null;
  if (end && end.bare && start.meridiem === null) end = null;
  // "2025 Durga Puja", "5 sessions": a number, not a time.
  if (start.bare && (!end || end.meridiem === null)) return null;
  if (!end) return [timeOf(start), null];
  if (start.meridiem === null && end.meridiem && twelveHour(start)) {
    const finish = timeOf(end);
    let begin = timeOf(start, end.meridiem);
    // "10 - 2 PM" starts in the morning.
    if (minutes(begin) >= minutes(finish)) begin = timeOf(start, other(end.meridiem));
    return [begin, finish];
  }
  const begin = timeOf(start);
  if (start.meridiem && end.meridiem === null && twelveHour(end)) {
    let finish = timeOf(end, start.meridiem);
    // "11 AM - 2" ends in the afternoon.
    if (minutes(finish) <= minutes(begin)) finish = timeOf(end, other(start.meridiem));
    return [begin, finish];
  }
  return [begin, timeOf(end)];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A wall-clock moment as Google Calendar writes it: "20251015T170000" or, for a day, "20251015". */
function stamp(moment: Date, withTime: boolean): string {
  const day = `${moment.getUTCFullYear()}${pad(moment.getUTCMonth() + 1)}${pad(moment.getUTCDate())}`;
  return withTime ? `${day}T${pad(moment.getUTCHours())}${pad(moment.getUTCMinutes())}00` : day;
}

/**
 * Google Calendar's `dates`: the event's start and end in the site's time zone when its time
 * starts with a clock time (the end from a range in the text, or three hours later; an end before
 * the start is the next day), else the whole day. Wall-clock arithmetic runs in UTC, so the
 * visitor's own time zone never shifts the date.
 */
export function calendarDates(event: Pick<Event, 'date' | 'time'>): { dates: string; timed: boolean } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(event.date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const times = clockRange(event.time ?? '');
  if (!times) {
    const start = new Date(Date.UTC(year, month, day));
    const end = new Date(Date.UTC(year, month, day + 1));
    return { dates: `${stamp(start, false)}/${stamp(end, false)}`, timed: false };
  }
  const [begin, finish] = times;
  const start = new Date(Date.UTC(year, month, day, begin.hour, begin.minute));
  let end = finish
    ? new Date(Date.UTC(year, month, day, finish.hour, finish.minute))
    : new Date(start.getTime() + DEFAULT_HOURS * 3_600_000);
  // "8 PM - 1 AM" ends the next day.
  if (end <= start) end = new Date(end.getTime() + 24 * 3_600_000);
  return { dates: `${stamp(start, true)}/${stamp(end, true)}`, timed: true };
}

/** A link that opens Google Calendar with the event filled in, ready to save. */
export function googleCalendarUrl(
  event: Pick<Event, 'title' | 'date' | 'time' | 'description' | 'venue' | 'address'>,
  pageUrl: string,
): string {
  const when = calendarDates(event);
  const details = [event.description.trim(), pageUrl];
  // An all-day entry would lose a time such as "After sunset"; the details keep it.
  const time = event.time.trim();
  if (when && !when.timed && time) details.unshift(t`Time: ${time}`);
  const params: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', event.title.split(/\s+/).filter(Boolean).join(' ')],
    ...(when ? ([['dates', when.dates]] as [string, string][]) : []),
    ['details', details.filter(Boolean).join('\n\n')],
    ['location', [event.venue.trim(), event.address.trim()].filter(Boolean).join(', ')],
    ...(when?.timed ? ([['ctz', TIME_ZONE]] as [string, string][]) : []),
  ];
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}
