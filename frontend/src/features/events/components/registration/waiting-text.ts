import '@/features/events/messages';
import { t as translate } from '@lingui/core/macro';
import { formatNumber } from '@/lib/i18n';

/**
 * What the party's status means, in the current language: used on the form and in the success
 * view.
 */
export function waitingText(position: number | null | undefined): string {
  if (!position) return translate`You're on the waiting list. We'll email you as soon as seats free up.`;
  const number = formatNumber(position);
  return translate`You're on the waiting list, number ${number}. We'll email you as soon as seats free up.`;
}
