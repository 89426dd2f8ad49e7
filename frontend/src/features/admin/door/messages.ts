import { addCatalogues } from '@/lib/i18n';
import { messages as doorEn } from './locales/en';
import { messages as doorBn } from './locales/bn';

/**
 * The door's messages, and those it shares with the rest of the admin (the sign-in, its states),
 * compiled from its own catalogue (`npm run i18n:compile`), so the door's page loads them and not
 * the admin's whole catalogue. A production build keeps only the messages' ids in the code, so
 * they must be in Lingui before the door renders: its pages (CheckInPage, DoorPassPage) import
 * this module, and so does the admin's (shell/messages.ts).
 */
addCatalogues({ en: doorEn, bn: doorBn });
