import { addCatalogues } from '@/lib/i18n';
import { messages as festivalEn } from './locales/en';
import { messages as festivalBn } from './locales/bn';

/**
 * The festival's extras, in both languages, from a catalogue of their own (`npm run
 * i18n:compile`): the event page's sponsors, volunteer shifts, sittings and days, and the shift and
 * sitting pickers the family page shares. They load with those pages' code, not in the main bundle
 * every page downloads. A production build keeps only the messages' ids in the code, so every
 * module that shows one imports this first.
 */
addCatalogues({ en: festivalEn, bn: festivalBn });
