import { i18n, type Messages } from '@lingui/core';
import { messages as englishMessages } from '@/locales/en/messages';

/**
 * The site's two languages. The server picks one for each page (`?lang=`, then the `lang`
 * cookie, then Accept-Language, else English) and writes it into `<html lang>`; the app starts in
 * that language, and the switch in the navbar changes it in place and remembers it in the cookie.
 */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];

const LANGUAGE_COOKIE = 'lang';

/** Each language's name in its own script, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

/** The `Intl` locale of each language: Bengali as written in India, with Bengali digits. */
const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', bn: 'bn-IN' };

// English is in the main bundle; Bengali is a chunk of its own, fetched only when chosen.
const catalogues: Record<Locale, () => Promise<Messages>> = {
  en: () => Promise.resolve(englishMessages),
  bn: () => import(/* webpackChunkName: "locale-bn" */ '@/locales/bn/messages').then((module) => module.messages),
};

// A copy: Lingui adds each part's messages into the object it holds, and the site's own stay apart.
i18n.loadAndActivate({ locale: 'en', messages: { ...englishMessages } });

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language the server chose for this page, from `<html lang>` ("bn", "bn-IN", "en" ...). */
export function pageLocale(doc: Document = document): Locale {
  const lang = doc.documentElement.lang.toLowerCase().split('-')[0];
  return isLocale(lang) ? lang : 'en';
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** The current language's `Intl` locale, for dates and numbers. */
export function intlLocale(): string {
  return INTL_LOCALES[currentLocale()];
}

// The site's own messages of each language loaded so far.
const site: Partial<Record<Locale, Messages>> = { en: englishMessages };

/**
 * Loads a language's messages (once) and makes it the current one. They join whatever that
 * language already has (the admin's catalogue, when the admin loaded first), and win over it.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale === i18n.locale) return;
  if (!site[locale]) {
    const messages = await catalogues[locale]();
    site[locale] = messages;
    i18n.load(locale, { ...messages });
  }
  i18n.activate(locale);
}

// The site's own messages that load with their pages' code rather than in the main bundle (the
// event pages'): they win over any other part's translation of the same text, as the site's do.
const siteParts: Record<Locale, Messages> = { en: {}, bn: {} };

/**
 * The messages of a part of the site that loads later (the admin's catalogue), for every
 * language. An English text both parts show ("Events") has one id in both; the site's own
 * translation of it stays, and so does that of a part that is the site's own (`own`: the event
 * pages', which the main catalogue held before), whichever part loaded first.
 */
export function addCatalogues(catalogues: Record<Locale, Messages>, { own = false } = {}): void {
  for (const locale of LOCALES) {
    if (own) siteParts[locale] = { ...siteParts[locale], ...catalogues[locale] };
    i18n.load(locale, { ...catalogues[locale], ...siteParts[locale], ...site[locale] });
  }
}

/** The visitor's own choice: shown at once, remembered for a year, and told to the page. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax${secure}`;
  document.documentElement.lang = locale;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The plural form of a count in the current language ("one", "other", ...), for a message that
 * selects on it, as in `select(pluralForm(count), { one: ..., other: ... })`. It stands in
 * for Lingui's `plural`, which formats the count with an `Intl.NumberFormat` even when the message
 * does not show it, and the first of those costs about 100 ms of a slow phone's first render.
 */
export function pluralForm(count: number): Intl.LDMLPluralRule {
  // A whole count, the pages' usual, by the languages' rules (CLDR's: "one" is 1 in English, 0 and
  // 1 in Bengali), without building `Intl.PluralRules` either; a test holds them to Intl's.
  if (Number.isSafeInteger(count) && count >= 0) {
    return count === 1 || (count === 0 && currentLocale() === 'bn') ? 'one' : 'other';
  }
  const locale = intlLocale();
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Western digits written in the current language's script. */
function inScript(text: string): string {
  return currentLocale() === 'bn' ? text.replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)]) : text;
}

/** An integer's digits, in the current language's script, with no separators: "2025", "২০২৫". */
export function formatDigits(value: number): string {
  return inScript(String(value));
}

/**
 * An integer with its digits grouped as the language groups them, in its script: in threes in
 * English ("1,234,567"), and in Bengali the last three, then in twos ("১২,৩৪,৫৬৭").
 */
function formatGrouped(value: number): string {
  const digits = String(Math.abs(value));
  const size = currentLocale() === 'bn' ? 2 : 3;
  const groups = [digits.slice(-3)];
  for (let end = digits.length - 3; end > 0; end -= size) groups.unshift(digits.slice(Math.max(0, end - size), end));
  return `${value < 0 ? '-' : ''}${inScript(groups.join(','))}`;
}

/**
 * A number in the current language's digits: "12", or "১২" in Bengali. The integers the pages
 * show (seats, guests, a year, a festival's two thousand parties) are written by hand, as `Intl`
 * writes them: the first `Intl` formatter a page makes costs about 100 ms of a slow phone's first
 * render (it loads the language's number data). Anything else gets one formatter per language and
 * style, once.
 */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  const noGrouping = options?.useGrouping === false && Object.keys(options).length === 1;
  if (Number.isSafeInteger(value) && noGrouping) return formatDigits(value);
  if (Number.isSafeInteger(value) && !options) return formatGrouped(value);
  const locale = intlLocale();
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

export { i18n };
