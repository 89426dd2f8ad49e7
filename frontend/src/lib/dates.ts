import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatDigits, intlLocale } from './i18n';

/**
 * The API sends calendar dates as "YYYY-MM-DD". They are formatted from their parts in UTC so a
 * visitor in any time zone sees the date as written (never `new Date("2025-10-15")`, which is
 * midnight UTC and so the 14th in California).
 */
function parseCalendarDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [, year, month, day] = match;
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date where the reader is, "YYYY-MM-DD". */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The site's time zone, where its events take place (the server's "today" is there too). */
const SITE_TIME_ZONE = 'America/Los_Angeles';
// Made when first asked for, never as the page's code starts: a formatter with a time zone loads
// the zone's rules, tens of milliseconds of a slow phone's main thread that no reading page needs.
let siteDate: Intl.DateTimeFormat | undefined;

/** Today's calendar date where the site's events are (Tracy, California), "YYYY-MM-DD", wherever the reader is. */
export function siteToday(now = new Date()): string {
  siteDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return siteDate.format(now);
}

/** One formatter per language and style, made when first needed (a formatter is costly to make). */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formats.set(key, formatter);
  }
  return formatter;
}

// A calendar date is written from the catalogue's month and weekday names rather than by an
// `Intl.DateTimeFormat`: the first one a page makes costs about 100 ms of a slow phone's first
// render (it loads the language's calendar data), and every public page shows a date. The
// catalogue's names and orders are CLDR's, the same as `Intl` writes (a test compares every day).
const MONTHS = [
  msg({ message: 'January', context: 'month' }),
  msg({ message: 'February', context: 'month' }),
  msg({ message: 'March', context: 'month' }),
  msg({ message: 'April', context: 'month' }),
  msg({ message: 'May', context: 'month' }),
  msg({ message: 'June', context: 'month' }),
  msg({ message: 'July', context: 'month' }),
  msg({ message: 'August', context: 'month' }),
  msg({ message: 'September', context: 'month' }),
  msg({ message: 'October', context: 'month' }),
  msg({ message: 'November', context: 'month' }),
  msg({ message: 'December', context: 'month' }),
];

const WEEKDAYS = [
  msg({ message: 'Sunday', context: 'weekday' }),
  msg({ message: 'Monday', context: 'weekday' }),
  msg({ message: 'Tuesday', context: 'weekday' }),
  msg({ message: 'Wednesday', context: 'weekday' }),
  msg({ message: 'Thursday', context: 'weekday' }),
  msg({ message: 'Friday', context: 'weekday' }),
  msg({ message: 'Saturday', context: 'weekday' }),
];

function dateParts(date: Date) {
  return {
    month: i18n._(MONTHS[date.getUTCMonth()]),
    day: formatDigits(date.getUTCDate()),
    year: formatDigits(date.getUTCFullYear()),
  };
}

/** "October 15, 2025"; in Bengali "১৫ অক্টোবর, ২০২৫" */
export function formatLongDate(value: string): string {
  const date = parseCalendarDate(value);
  if (!date) return value;
  const { month, day, year } = dateParts(date);
  return t({ message: `${month} ${day}, ${year}`, comment: 'A date: put the month, day and year in your order' });
}

/** "Wednesday, October 15, 2025"; in Bengali "বুধবার, ১৫ অক্টোবর, ২০২৫" */
export function formatFullDate(value: string): string {
  const date = parseCalendarDate(value);
  if (!date) return value;
  const { month, day, year } = dateParts(date);
  const weekday = i18n._(WEEKDAYS[date.getUTCDay()]);
  return t({
    message: `${weekday}, ${month} ${day}, ${year}`,
    comment: 'A date with its weekday: put the weekday, month, day and year in your order',
  });
}

/** A timestamp (e.g. a registration's `createdAt`) in the visitor's own time zone. */
export function formatTimestamp(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * A time of day on the 12-hour clock, "6:05 PM", "৬:০৫ PM" in Bengali: written by hand as `Intl`
 * writes it in both languages (a test compares every minute of a day), since the first
 * `Intl.DateTimeFormat` a page makes costs a slow phone about 100 ms, and the door shows the time
 * each party came in its first screen.
 */
function clock(hours: number, minutes: number): string {
  return `${formatDigits(hours % 12 || 12)}:${minutes < 10 ? formatDigits(0) : ''}${formatDigits(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The time of day of a moment (an ISO timestamp), in the visitor's time zone: "8:15 AM". */
export function formatTimeOfDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : clock(date.getHours(), date.getMinutes());
}

/** A clock time "18:05" (a programme act's start) as the visitor reads one: "6:05 PM", "৬:০৫ PM". */
export function formatClock(value: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? clock(hours, minutes) : value;
}

/**
 * An event's dates: "October 15, 2025" for one day, "October 15 – October 19, 2025" for a festival
 * of several (`end` is its last day, or null).
 */
export function formatDateRange(start: string, end: string | null | undefined): string {
  if (!end || end === start) return formatLongDate(start);
  const from = parseCalendarDate(start);
  const to = parseCalendarDate(end);
  const last = formatLongDate(end);
  // Within one year the year is said once: "October 15 – October 19, 2025".
  let first = formatLongDate(start);
  if (from && to && from.getUTCFullYear() === to.getUTCFullYear()) {
    const { month, day } = dateParts(from);
    first = t({ message: `${month} ${day}`, comment: 'A date without its year: put the month and day in your order' });
  }
  return t({ message: `${first} – ${last}`, comment: 'The first and last days of a festival' });
}

/** "Thursday, October 16": a festival day, its year being the festival's. */
export function formatDayOfFestival(value: string): string {
  const date = parseCalendarDate(value);
  if (!date) return value;
  const { month, day } = dateParts(date);
  const weekday = i18n._(WEEKDAYS[date.getUTCDay()]);
  return t({ message: `${weekday}, ${month} ${day}`, comment: 'A day of a festival: weekday, month and day, no year' });
}
