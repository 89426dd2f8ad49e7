// Small formatting helpers the admin's screens share, in the current language's Intl locale.
import { dateFormat } from '@/lib/dates';

/** A calendar date "YYYY-MM-DD" (or seconds since 1970 at its midnight UTC) as a short day: "Oct 12". */
export function formatShortDay(value: string | number): string {
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(`${value}T00:00:00Z`);
  return dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}
