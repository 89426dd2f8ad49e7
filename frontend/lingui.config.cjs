// The browser's messages: English is the source, Bengali its translation (see
// ../locale/GLOSSARY.md). `npm run i18n:extract` gathers them from the code into .po
// catalogues; `npm run i18n:compile` turns those into the modules the app imports.
// LINGUI_ROOT points extraction at a copy of the tree (scripts/check-translations.mjs).
const { defineConfig } = require('@lingui/conf');
const { formatter } = require('@lingui/format-po');

const root = process.env.LINGUI_ROOT ?? '<rootDir>';

// The festival catalogue's modules (src/components/festival/messages.ts, which each of them imports).
const festival = [
  `${root}/src/components/festival`,
  `${root}/src/components/sittings-picker.tsx`,
  `${root}/src/components/volunteer-shifts.tsx`,
  `${root}/src/features/events/components/sponsors`,
  `${root}/src/features/events/components/shifts`,
  `${root}/src/features/events/components/EventSittings.tsx`,
  `${root}/src/features/events/components/FestivalDays.tsx`,
];

// The door's catalogue: the check-in screen and the door pass's page, and what they share with the
// rest of the admin (the sign-in, its states, the session), so the door's page loads it alone and
// not the admin's whole catalogue (scripts/check-budget.mjs fails the build while the door's code
// holds a file not listed here).
const door = [
  `${root}/src/features/admin/door`,
  `${root}/src/features/admin/registrations/StatusBadge.tsx`,
  `${root}/src/features/admin/shifts/api.ts`,
  `${root}/src/features/admin/shell/AdminGate.tsx`,
  `${root}/src/features/admin/shell/LoginForm.tsx`,
  `${root}/src/features/admin/shell/SecondStepForm.tsx`,
  `${root}/src/features/admin/shell/api/keys.ts`,
  `${root}/src/features/admin/shell/api/session.ts`,
  `${root}/src/features/admin/shell/format.ts`,
  `${root}/src/features/admin/shell/passkeys.ts`,
  `${root}/src/features/admin/shell/schemas.ts`,
  `${root}/src/features/admin/shell/states.tsx`,
  `${root}/src/features/admin/shell/swr-config.ts`,
  `${root}/src/features/admin/shell/unauthorized.ts`,
  `${root}/src/features/admin/shell/use-admin-mutation.ts`,
  `${root}/src/features/admin/shell/windowed-rows.ts`,
];

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
        `${root}/src/features/events/**`,
        `${root}/src/features/family/**`,
        ...festival,
      ],
    },
    {
      // The event pages (the list, an event and its registration, a guest's pass): public, so
      // wholly in Bengali too, but loaded with those pages' code rather than in every page's main
      // bundle, which the home page reads alone.
      path: `${root}/src/features/events/locales/{locale}`,
      include: [`${root}/src/features/events`],
      exclude: [`${root}/src/**/__tests__/**`, `${root}/src/features/events/components/programme/**`, ...festival],
    },
    {
      // The cultural programme's pages and form: public, so wholly in Bengali too, but loaded with
      // the event page's code rather than in every page's main bundle.
      path: `${root}/src/features/events/components/programme/locales/{locale}`,
      include: [`${root}/src/features/events/components/programme`],
      exclude: [`${root}/src/**/__tests__/**`],
    },
    {
      // The festival's extras on the event page (sponsors, volunteer shifts, sittings) and the
      // family page's cards that show the same: public, so wholly in Bengali too, but loaded with
      // those pages' code rather than in every page's main bundle.
      path: `${root}/src/components/festival/locales/{locale}`,
      include: festival,
      exclude: [`${root}/src/**/__tests__/**`],
    },
    {
      // The family page (signing in, the family's details, registrations, payments, photos,
      // calendar and hours): public, so wholly in Bengali too, but loaded with that page's code.
      path: `${root}/src/features/family/locales/{locale}`,
      include: [`${root}/src/features/family`],
      exclude: [`${root}/src/**/__tests__/**`],
    },
    {
      // The door and the admin's frame (see `door` above), in the same two languages.
      path: `${root}/src/features/admin/door/locales/{locale}`,
      include: door,
      exclude: [`${root}/src/**/__tests__/**`],
    },
    {
      // The organisers' screens, in the same two languages; the lint fails here too while a
      // message lacks Bengali. The admin loads the door's catalogue with its own.
      path: `${root}/src/features/admin/locales/{locale}`,
      include: [`${root}/src/features/admin`],
      exclude: [`${root}/src/**/__tests__/**`, ...door],
    },
  ],
  // No file names or line numbers: a catalogue changes when a message does, not when code moves.
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'message',
  compileNamespace: 'ts',
});
