import { formatDigits } from './i18n';

const CENTS_PER_DOLLAR = 100;

/** Whole dollars with a comma every three digits, in the current language's digits: "1,234", "১,২৩৪". */
function groupedDollars(dollars: number): string {
  const grouped = String(dollars).replace(/\B(?=(\d{3})+$)/gu, ',');
  return grouped.replace(/\d/gu, (digit) => formatDigits(Number(digit)));
}

/**
 * An amount of integer cents as the page shows it: "$25.00", "$1,234.56", "-$0.05", or in
 * Bengali digits on a Bengali page ("$২৫.০০"). Worked out with integer arithmetic only; with
 * `whole`, an amount of whole dollars drops its cents ("$25"), as prices read.
 */
export function formatMoney(cents: number, { whole = false }: { whole?: boolean } = {}): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(magnitude / CENTS_PER_DOLLAR);
  const rest = magnitude % CENTS_PER_DOLLAR;
  const fraction = whole && rest === 0 ? '' : `.${formatDigits(Math.floor(rest / 10))}${formatDigits(rest % 10)}`;
  return `${sign}$${groupedDollars(dollars)}${fraction}`;
}

const BENGALI_ZERO = '০'.codePointAt(0) ?? 0;

/**
 * Cents from dollars as typed ("25", "25.5", "1,000.75", or in Bengali digits "২৫"), by string
 * arithmetic: never through a floating-point number. Null when it is not an amount of at most two
 * decimals.
 */
export function dollarsToCents(text: string): number | null {
  const western = text.replace(/[০-৯]/gu, (digit) => String((digit.codePointAt(0) ?? 0) - BENGALI_ZERO));
  const match = /^\$?\s*(\d{1,9})(?:\.(\d{0,2}))?$/u.exec(western.trim().replace(/,/gu, ''));
  if (!match) return null;
  const [, dollars, fraction = ''] = match;
  return Number(dollars) * CENTS_PER_DOLLAR + Number(fraction.padEnd(2, '0'));
}
