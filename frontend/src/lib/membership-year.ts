// The association's membership year, which starts in the month the settings name
// (`membershipYearStartMonth`) and is named by the calendar year it starts in, as the server names it.
import { formatDigits } from './i18n';

/**
 * The membership year a day falls in: with years starting in September, August 2026 is in 2025
 * (2025–26) and September 2026 in 2026.
 */
export function membershipYearOf(startMonth: number, today = new Date()): number {
  const year = today.getFullYear();
  return today.getMonth() + 1 >= startMonth ? year : year - 1;
}

/** "2026" for a year starting in January, else "2026–27" (an en dash): the server's name for it. */
export function membershipYearName(year: number, startMonth: number): string {
  return startMonth <= 1 ? String(year) : `${year}–${String((year + 1) % 100).padStart(2, '0')}`;
}

/** The year's name as the page shows it, in the current language's digits ("২০২৬–২৭"). */
export function membershipYearLabel(year: number, startMonth: number): string {
  return membershipYearName(year, startMonth).replace(/\d/gu, (digit) => formatDigits(Number(digit)));
}

/** The first and last days of a membership year, as calendar dates ("2026-09-01", "2027-08-31"). */
export function membershipYearDays(year: number, startMonth: number): { first: string; last: string } {
  const first = new Date(Date.UTC(year, startMonth - 1, 1));
  // Day 0 of the month the next year starts in is the last day of this one.
  const last = new Date(Date.UTC(year + 1, startMonth - 1, 0));
  return { first: first.toISOString().slice(0, 10), last: last.toISOString().slice(0, 10) };
}
