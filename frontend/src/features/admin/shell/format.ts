// Small formatting helpers the admin's screens share, in the current language's Intl locale.
import { dateFormat } from '@/lib/dates';

/** A timestamp's time of day where the organiser is ("6:42 PM"), for things that happen on the day. */
export function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat({ hour: 'numeric', minute: '2-digit' }).format(date);
}

/** A calendar date "YYYY-MM-DD" (or seconds since 1970 at its midnight UTC) as a short day: "Oct 12". */
export function formatShortDay(value: string | number): string {
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(`${value}T00:00:00Z`);
  return dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}
