import { useLingui } from '@lingui/react';
import { currentLocale } from './i18n';

/**
 * An organiser's text as the visitor's language shows it: in Bengali, the Bengali written beside
 * the English (an event's `titleBn` beside its `title`), else the English. Organisers' texts are
 * never translated, only written twice; the server chooses the same way for its pages and emails.
 */
export function written(english: string, bengali?: string | null, locale: string = currentLocale()): string {
  return locale === 'bn' && bengali?.trim() ? bengali : english;
}

/** `written` in the language the page speaks now, drawn again when the visitor switches. */
export function useWritten(): (english: string, bengali?: string | null) => string {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return (english, bengali) => written(english, bengali, locale);
}
