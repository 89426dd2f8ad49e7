import { addCatalogues } from '@/lib/i18n';
import { messages as familyEn } from './locales/en';
import { messages as familyBn } from './locales/bn';

/**
 * The family page's messages, in both languages, from a catalogue of their own (`npm run
 * i18n:compile`): they load with the family page's code, not in the main bundle every page
 * downloads. A production build keeps only the messages' ids in the code, so every module that
 * shows one imports this first.
 */
addCatalogues({ en: familyEn, bn: familyBn });
