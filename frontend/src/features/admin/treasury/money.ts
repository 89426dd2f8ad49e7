// Money is whole cents everywhere; these turn cents into what a money input shows and typed
// dollars into cents with integer and string arithmetic only, so no amount ever passes through a
// floating-point number. Amounts shown as text go through `formatMoney` (lib/money.ts).

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
