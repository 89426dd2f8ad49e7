// Fails while the message catalogues are behind the code, or while a message has no Bengali, in
// the public catalogue or the admin's. It extracts the messages afresh into a copy of the tree (the
// real catalogues are never written), then compares. Run by `npm run lint`; `--root DIR` checks another tree
// laid out like this folder (scripts/check-translations-fixtures.mjs uses it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';

const here = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const rootArg = process.argv.indexOf('--root');
const root = rootArg === -1 ? here : path.resolve(process.argv[rootArg + 1]);

/** The catalogues, relative to the tree; the Bengali ones must be wholly in Bengali. */
const PROGRAMME = 'src/features/events/components/programme/locales';
const FESTIVAL = 'src/components/festival/locales';
const FAMILY = 'src/features/family/locales';
const EVENTS = 'src/features/events/locales';
const CATALOGUES = [
  'src/locales/en/messages.po',
  'src/locales/bn/messages.po',
  'src/features/admin/locales/en.po',
  'src/features/admin/locales/bn.po',
  'src/features/admin/door/locales/en.po',
  'src/features/admin/door/locales/bn.po',
  `${PROGRAMME}/en.po`,
  `${PROGRAMME}/bn.po`,
  `${FESTIVAL}/en.po`,
  `${FESTIVAL}/bn.po`,
  `${FAMILY}/en.po`,
  `${FAMILY}/bn.po`,
  `${EVENTS}/en.po`,
  `${EVENTS}/bn.po`,
];
const MUST_BE_BENGALI = [
  'src/locales/bn/messages.po',
  'src/features/admin/locales/bn.po',
  'src/features/admin/door/locales/bn.po',
  `${PROGRAMME}/bn.po`,
  `${FESTIVAL}/bn.po`,
  `${FAMILY}/bn.po`,
  `${EVENTS}/bn.po`,
];

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'check-translations-'));
try {
  fs.cpSync(path.join(root, 'src'), path.join(copy, 'src'), { recursive: true });
  execFileSync(path.join(here, 'node_modules', '.bin', 'lingui'), ['extract', '--clean'], {
    cwd: here,
    env: { ...process.env, LINGUI_ROOT: copy },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const po = formatter({ origins: false, lineNumbers: false });
  const read = (tree, file) => {
    const full = path.join(tree, file);
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
  };
  const failures = [];

  for (const file of CATALOGUES) {
    if (read(root, file) !== read(copy, file)) {
      const committed = read(root, file) ? po.parse(read(root, file)) : {};
      const fresh = po.parse(read(copy, file));
      const added = Object.keys(fresh).filter((id) => !(id in committed)).map((id) => fresh[id].message);
      const gone = Object.keys(committed).filter((id) => !(id in fresh)).map((id) => committed[id].message);
      failures.push(
        `${file} is behind the code (run npm run i18n:extract):` +
          added.map((id) => `\n  new: ${id}`).join('') +
          gone.map((id) => `\n  no longer used: ${id}`).join(''),
      );
    }
  }

  let count = 0;
  for (const file of MUST_BE_BENGALI) {
    // A tree without the programme's, the festival's, the family's or the events' catalogue (the fixtures) has nothing there to check.
    const bengali = read(copy, file) ? po.parse(read(copy, file)) : {};
    count += Object.keys(bengali).length;
    const untranslated = Object.values(bengali)
      .filter((entry) => !entry.translation?.trim())
      .map((entry) => entry.message);
    if (untranslated.length > 0) {
      failures.push(
        `${file} has no Bengali for ${untranslated.length} message(s):` +
          untranslated.map((message) => `\n  ${message}`).join(''),
      );
    }
  }

  if (failures.length > 0) {
    console.error(failures.join('\n\n'));
    process.exitCode = 1;
  } else {
    console.log(`Translations: every message has its Bengali (${count} messages).`);
  }
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
