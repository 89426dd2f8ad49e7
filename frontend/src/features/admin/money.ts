// Money is whole cents everywhere; these turn cents into text and typed dollars into cents with
// integer and string arithmetic only, so no amount ever passes through a floating-point number.
import { formatDigits } from '@/lib/i18n';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 123450 → "$1,234.50"; -500 → "-$5.00"; in the current language's digits ("$১,২৩৪.৫০"). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(whole / 100);
  const rest = whole % 100;
  const text = `${sign}$${groupThousands(String(dollars))}.${String(rest).padStart(2, '0')}`;
  return text.replace(/\d/g, (digit) => formatDigits(Number(digit)));
}

/** 1250 → "12.50", 2500 → "25": what a money input shows for an amount. */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(cents));
  const rest = whole % 100;
  const dollars = String(Math.floor(whole / 100));
  return rest === 0 ? `${sign}${dollars}` : `${sign}${dollars}.${String(rest).padStart(2, '0')}`;
}

const DOLLARS = /^(-)?\$?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/;
const BENGALI_ZERO = '০'.codePointAt(0) ?? 0;

/**
 * Typed dollars as cents, in either language's digits: "25" or "২৫" → 2500, "12.50" → 1250, "$1,234.5" → 123450, "-5" → -500; null
 * for anything else ("12.345", "abc", "", "."). Split on the dot, never parsed as a float.
 */
export function parseDollars(text: string): number | null {
  // Bengali digits ("২৫") are the same digits.
  const western = text.replace(/[০-৯]/g, (digit) => String((digit.codePointAt(0) ?? 0) - BENGALI_ZERO));
  const match = DOLLARS.exec(western.trim());
  if (!match) return null;
  const [, minus, dollars, fraction] = match;
  if (dollars === undefined && fraction === undefined) return null;
  const cents = Number((dollars ?? '0').replaceAll(',', '')) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return minus ? -cents : cents;
}

/** The years the money screens offer: next year, this one and the four before. */
export function recentYears(today = new Date()): number[] {
  const year = today.getFullYear();
  return Array.from({ length: 6 }, (_, index) => year + 1 - index);
}

/** The membership year today falls in: the calendar year it started in. */
export function membershipYearOf(startMonth: number, today = new Date()): number {
  const year = today.getFullYear();
  return today.getMonth() + 1 >= startMonth ? year : year - 1;
}

/**
 * "2026" for a year starting in January, else "2026–27" (an en dash), as the server labels it, in
 * the current language's digits ("২০২৬–২৭").
 */
export function membershipYearLabel(year: number, startMonth: number): string {
  const label = startMonth <= 1 ? String(year) : `${year}–${String((year + 1) % 100).padStart(2, '0')}`;
  return label.replace(/\d/g, (digit) => formatDigits(Number(digit)));
}

/** Today as "YYYY-MM-DD" where the organiser is. */
export function todayIso(today = new Date()): string {
  const month = String(today.getMonth() + 1).padStart(2, '0');
  const day = String(today.getDate()).padStart(2, '0');
  return `${today.getFullYear()}-${month}-${day}`;
}
