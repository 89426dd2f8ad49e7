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

const longFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

const fullFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "October 15, 2025" */
export function formatLongDate(value: string): string {
  const date = parseCalendarDate(value);
  return date ? longFormat.format(date) : value;
}

/** "Wednesday, October 15, 2025" */
export function formatFullDate(value: string): string {
  const date = parseCalendarDate(value);
  return date ? fullFormat.format(date) : value;
}

/** A timestamp (e.g. a registration's `createdAt`) in the visitor's own time zone. */
export function formatTimestamp(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
