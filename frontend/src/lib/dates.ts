import { intlLocale } from './i18n';

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

const LONG: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };
const FULL: Intl.DateTimeFormatOptions = { ...LONG, weekday: 'long' };

/** "October 15, 2025"; in Bengali "১৫ অক্টোবর, ২০২৫" */
export function formatLongDate(value: string): string {
  const date = parseCalendarDate(value);
  return date ? dateFormat(LONG).format(date) : value;
}

/** "Wednesday, October 15, 2025"; in Bengali "বুধবার, ১৫ অক্টোবর, ২০২৫" */
export function formatFullDate(value: string): string {
  const date = parseCalendarDate(value);
  return date ? dateFormat(FULL).format(date) : value;
}

/** A timestamp (e.g. a registration's `createdAt`) in the visitor's own time zone. */
export function formatTimestamp(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
