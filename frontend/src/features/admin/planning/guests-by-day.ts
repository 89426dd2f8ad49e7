import type { EventSummary } from '@/lib/api-types';

export interface GuestsSoFar {
  /** Each day with new confirmed guests, as a calendar date "YYYY-MM-DD", in order. */
  dates: string[];
  /** Confirmed guests up to and including each of those days. */
  totals: number[];
}

/**
 * The confirmed guests added up day by day, from the first registration on: how fast the hall is
 * filling. Days are calendar dates, so no time zone can move one.
 */
export function guestsSoFar(days: EventSummary['guestsByDay']): GuestsSoFar {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  let total = 0;
  return {
    dates: sorted.map((day) => day.date),
    totals: sorted.map((day) => (total += day.guests)),
  };
}

/** A calendar date as seconds since 1970 at midnight UTC (the chart's time axis). */
export function dateToSeconds(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 1000;
}

/** Guests confirmed in the seven days up to `today` (today included). */
export function guestsInLastWeek(days: EventSummary['guestsByDay'], today: string): number {
  const since = dateToSeconds(today) - 6 * 86400;
  return days
    .filter((day) => dateToSeconds(day.date) >= since && day.date <= today)
    .reduce((sum, day) => sum + day.guests, 0);
}
