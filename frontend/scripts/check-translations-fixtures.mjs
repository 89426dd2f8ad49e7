// Proves that the translation check bites: on a copy of the tree, a new message without Bengali
// fails it (naming the message), and so does a catalogue nobody re-extracted. Run by `npm run lint`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const script = path.join(root, 'scripts', 'check-translations.mjs');

function treeWith(files) {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-fixture-'));
  fs.cpSync(path.join(root, 'src'), path.join(tree, 'src'), { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(tree, file), text);
  return tree;
}

function check(tree) {
  const result = spawnSync(process.execPath, [script, '--root', tree], { encoding: 'utf8' });
  fs.rmSync(tree, { recursive: true, force: true });
  return result;
}

test('the tree as it is passes', () => {
  const result = check(treeWith({}));
  assert.equal(result.status, 0, result.stderr);
});

test('a new message with no Bengali fails, by name', () => {
  const fixture = [
    "import { Trans } from '@lingui/react/macro';",
    'export const Fixture = () => <Trans>A brand new sentence nobody translated</Trans>;',
  ].join('\n');
  const tree = treeWith({ 'src/components/translation-fixture.tsx': fixture });
  // Extracted, as the developer should, but left without its Bengali.
  const extract = spawnSync(path.join(root, 'node_modules', '.bin', 'lingui'), ['extract', '--clean'], {
    cwd: root,
    env: { ...process.env, LINGUI_ROOT: tree },
    encoding: 'utf8',
  });
  assert.equal(extract.status, 0, extract.stderr);
  const result = check(tree);
  assert.equal(result.status, 1);
  assert.match(result.stderr, /has no Bengali for 1 message\(s\):\n {2}A brand new sentence nobody translated/);
});

test('a new admin message with no Bengali fails, by name', () => {
  const fixture = [
    "import { Trans } from '@lingui/react/macro';",
    'export const Fixture = () => <Trans>An organisers-only sentence nobody translated</Trans>;',
  ].join('\n');
  const tree = treeWith({ 'src/features/admin/shell/translation-fixture.tsx': fixture });
  const extract = spawnSync(path.join(root, 'node_modules', '.bin', 'lingui'), ['extract', '--clean'], {
    cwd: root,
    env: { ...process.env, LINGUI_ROOT: tree },
    encoding: 'utf8',
  });
  assert.equal(extract.status, 0, extract.stderr);
  const result = check(tree);
  assert.equal(result.status, 1);
  assert.match(
    result.stderr,
    /src\/features\/admin\/locales\/bn\.po has no Bengali for 1 message\(s\):\n {2}An organisers-only sentence nobody translated/,
  );
  assert.doesNotMatch(result.stderr, /src\/locales\/bn\/messages\.po has no Bengali/);
});

test('a message the catalogues do not have yet fails, by name', () => {
  const fixture = [
    "import { msg } from '@lingui/core/macro';",
    'export const fixture = msg`Written but never extracted`;',
  ].join('\n');
  const result = check(treeWith({ 'src/lib/translation-fixture.ts': fixture }));
  assert.equal(result.status, 1);
  assert.match(result.stderr, /src\/locales\/bn\/messages\.po is behind the code[^]*new: Written but never extracted/);
});
