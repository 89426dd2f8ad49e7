import type { Messages } from '@lingui/core';
import { i18n } from '@/lib/i18n';
import { messages as adminEn } from './locales/en';
import { messages as adminBn } from './locales/bn';

/**
 * The admin's messages, compiled from its own catalogue (`npm run i18n:compile`). A production
 * build keeps only the messages' ids in the code, so they must be in Lingui before the admin
 * renders; every admin entry point (AdminPage, CheckInPage) imports this module.
 *
 * They join the language's messages rather than replace any: an English text the public site
 * also shows ("Events", "Cancel") has one id in both catalogues, and the public Bengali of it must
 * survive on the navbar and the footer. And they join again whenever a language's messages are
 * set afresh (lib/i18n's `activateLocale` replaces a language's messages with the public ones,
 * which can happen after this module ran: the Bengali chunk may arrive after the admin's).
 */
const catalogues: Record<string, Messages> = { en: adminEn, bn: adminBn };

function addAdminMessages(): void {
  const catalogue = catalogues[i18n.locale];
  if (!catalogue) return;
  const current = i18n.messages;
  const missing = Object.entries(catalogue).filter(([id]) => !(id in current));
  // `load` announces a change, which brings this back here with nothing missing.
  if (missing.length > 0) i18n.load(i18n.locale, Object.fromEntries(missing));
}

addAdminMessages();
i18n.on('change', addAdminMessages);
