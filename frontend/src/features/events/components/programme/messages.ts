import { addCatalogues } from '@/lib/i18n';
import { messages as programmeEn } from './locales/en';
import { messages as programmeBn } from './locales/bn';

/**
 * The cultural programme's messages, in both languages, from a catalogue of their own (`npm run
 * i18n:compile`): they load with the event page's code, not in the main bundle every page
 * downloads. A production build keeps only the messages' ids in the code, so every module that
 * shows one imports this first.
 */
addCatalogues({ en: programmeEn, bn: programmeBn });
