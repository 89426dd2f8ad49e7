import { addCatalogues } from '@/lib/i18n';
import { messages as eventsEn } from './locales/en';
import { messages as eventsBn } from './locales/bn';

/**
 * The event pages' messages (the list, an event, its registration and a guest's pass), in both
 * languages, from a catalogue of their own (`npm run i18n:compile`): they load with those pages'
 * code, not in the main bundle the home page reads alone. They are the site's own, as when that
 * bundle held them: their translations win over another part's of the same text. A production
 * build keeps only the messages' ids in the code, so every module that shows one imports this first.
 */
addCatalogues({ en: eventsEn, bn: eventsBn }, { own: true });
