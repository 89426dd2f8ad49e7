// The browser's messages: English is the source, Bengali its translation (see
// ../locale/GLOSSARY.md). `npm run i18n:extract` gathers them from the code into .po
// catalogues; `npm run i18n:compile` turns those into the modules the app imports.
// LINGUI_ROOT points extraction at a copy of the tree (scripts/check-translations.mjs).
const { defineConfig } = require('@lingui/conf');
const { formatter } = require('@lingui/format-po');

const root = process.env.LINGUI_ROOT ?? '<rootDir>';

module.exports = defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      // Everything a visitor meets; the lint fails while any of it lacks Bengali.
      path: `${root}/src/locales/{locale}/messages`,
      include: [`${root}/src`],
      exclude: [
        `${root}/src/**/__tests__/**`,
        `${root}/src/features/admin/**`,
        `${root}/src/features/events/components/programme/**`,
      ],
    },
    {
      // The cultural programme's pages and form: public, so wholly in Bengali too, but loaded with
      // the event page's code rather than in every page's main bundle.
      path: `${root}/src/features/events/components/programme/locales/{locale}`,
      include: [`${root}/src/features/events/components/programme`],
      exclude: [`${root}/src/**/__tests__/**`],
    },
    {
      // The organisers' screens, in the same two languages; the lint fails here too while a
      // message lacks Bengali.
      path: `${root}/src/features/admin/locales/{locale}`,
      include: [`${root}/src/features/admin`],
      exclude: [`${root}/src/**/__tests__/**`],
    },
  ],
  // No file names or line numbers: a catalogue changes when a message does, not when code moves.
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'message',
  compileNamespace: 'ts',
});
