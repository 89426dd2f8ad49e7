import { formatDigits } from '@/lib/i18n';

/**
 * The membership year a day falls in, named by the calendar year it starts in: with years
 * starting in September, August 2026 is in 2025 (2025–26) and September 2026 in 2026.
 */
export function membershipYear(today: Date, startMonth: number): number {
  const month = today.getMonth() + 1;
  return month >= startMonth ? today.getFullYear() : today.getFullYear() - 1;
}

/** "2026" for a year starting in January, else "2026–27" (en dash), as the server names it. */
export function yearName(year: number, startMonth: number): string {
  return startMonth === 1 ? String(year) : `${year}–${String((year + 1) % 100).padStart(2, '0')}`;
}

/** A year's name in the page's digits. */
export function inPageDigits(name: string): string {
  return name.replace(/\d/gu, (digit) => formatDigits(Number(digit)));
}
