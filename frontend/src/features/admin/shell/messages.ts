import { addCatalogues } from '@/lib/i18n';
import { messages as adminEn } from '../locales/en';
import { messages as adminBn } from '../locales/bn';
import '../door/messages';

/**
 * The admin's messages, compiled from its own catalogue (`npm run i18n:compile`). A production
 * build keeps only the messages' ids in the code, so they must be in Lingui before the admin
 * renders; every admin entry point (AdminPage, WelcomePage) imports this module, and with it the
 * door's catalogue (door/messages.ts), which holds what the admin shares with the door.
 */
addCatalogues({ en: adminEn, bn: adminBn });
