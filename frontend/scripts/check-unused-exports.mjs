// Proves that the lint's unused-export rule bites: knip, with this folder's own configuration,
// runs on a copy of the front end to which a few fixtures are added, and must report exactly the
// export, the type and the file that nothing uses, and none of those used only by a test or
// through a lazy import. Run by `npm run lint`, after knip itself has passed on the real tree.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const COPIED = [
  'package.json',
  'knip.json',
  'tsconfig.json',
  'jest.config.cjs',
  'jest.setup.ts',
  'webpack.config.mjs',
  'lingui.config.cjs',
  'eslint.config.mjs',
  'postcss.config.mjs',
  'scripts',
  'src',
];

const FIXTURES = {
  // Imported by the page below for one export; the other export and the type are used nowhere.
  'src/lib/fixture-helpers.ts': [
    'export function usedHelper(text: string) { return text.trim(); }',
    'export function unusedHelper(text: string) { return text.toUpperCase(); }',
    'export type UnusedShape = { name: string };',
    '',
  ].join('\n'),
  // Loaded the way the app loads its pages, so its default export counts as used.
  'src/lib/fixture-page.tsx': [
    "import { usedHelper } from './fixture-helpers';",
    'export default function FixturePage() { return <p>{usedHelper(" x ")}</p>; }',
    '',
  ].join('\n'),
  'src/lib/fixture-route.tsx': [
    "import * as React from 'react';",
    "export const FixtureRoute = React.lazy(() => import('./fixture-page'));",
    '',
  ].join('\n'),
  // Used only by a test: still used.
  'src/lib/fixture-tested.ts': 'export const testedOnly = 1;\n',
  'src/lib/__tests__/fixture-tested.test.ts': [
    "import { testedOnly } from '../fixture-tested';",
    "it('reads it', () => expect(testedOnly).toBe(1));",
    '',
  ].join('\n'),
  // Imported by nobody.
  'src/lib/fixture-orphan.ts': 'export const orphan = 1;\n',
};

let directory;
let issues;

/** The copy's issues as knip reports them, by kind: `[file, name]` pairs, or files. */
function issuesOf(report) {
  const found = { files: [], exports: [], types: [] };
  for (const issue of report.issues) {
    if (issue.files?.length) found.files.push(issue.file);
    for (const kind of ['exports', 'types']) {
      for (const item of issue[kind] ?? []) found[kind].push([issue.file, item.name]);
    }
  }
  return found;
}

before(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'knip-fixture-'));
  for (const entry of COPIED) fs.cpSync(path.join(root, entry), path.join(directory, entry), { recursive: true });
  fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(directory, 'node_modules'), 'dir');
  // The copy imports the fixture route from the app's entry, as the route table imports pages.
  fs.appendFileSync(
    path.join(directory, 'src', 'index.tsx'),
    "\nimport { FixtureRoute } from '@/lib/fixture-route';\nvoid FixtureRoute;\n",
  );
  for (const [file, source] of Object.entries(FIXTURES)) fs.writeFileSync(path.join(directory, file), source);

  const knip = path.join(root, 'node_modules', '.bin', 'knip');
  const result = spawnSync(knip, ['--reporter', 'json', '--no-progress'], { cwd: directory, encoding: 'utf8' });
  assert.ok(result.stdout, `knip printed no report: ${result.stderr}`);
  issues = issuesOf(JSON.parse(result.stdout));
});

after(() => {
  if (directory) fs.rmSync(directory, { recursive: true, force: true });
});

test('an export that nothing imports is reported; one used only by a test or through a lazy import is not', () => {
  assert.deepEqual(issues.exports, [['src/lib/fixture-helpers.ts', 'unusedHelper']]);
});

test('an exported type that nothing imports is reported', () => {
  assert.deepEqual(issues.types, [['src/lib/fixture-helpers.ts', 'UnusedShape']]);
});

test('a file that nothing imports is reported', () => {
  assert.deepEqual(issues.files, ['src/lib/fixture-orphan.ts']);
});
