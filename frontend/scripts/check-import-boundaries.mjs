// Proves that the lint's import boundaries bite: ESLint, with this folder's own configuration,
// reads small sources as if they were files at the given paths and must report exactly the
// imports that cross a boundary. Run by `npm run lint`.
//
// The imported modules are real files of the tree: an import that does not resolve is not
// checked at all, so a fixture pointing at a missing file would pass for the wrong reason.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const eslint = new ESLint({ cwd: root });
const RULE = 'import-x/no-restricted-paths';

/** The messages of the boundary rule for `source` linted as the file `filePath`. */
async function boundaryErrors(filePath, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, filePath) });
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${filePath} did not parse`);
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

test('a feature may not import another feature, by alias or by relative path', async () => {
  const errors = await boundaryErrors(
    'src/features/events/boundary-fixture.ts',
    [
      "import AdminPage from '@/features/admin/shell/AdminPage';",
      "import { adminKeys } from '../admin/shell/api/keys';",
      "export const lazyGallery = () => import('@/features/gallery/components/GalleryPage');",
      'export { AdminPage, adminKeys };',
    ].join('\n'),
  );
  assert.equal(errors.length, 3, errors.join('\n'));
  for (const error of errors) assert.match(error, /A feature may not import another feature/);
});

test('nothing but the entry point and the test renderer imports app/', async () => {
  const source = "import { AppProviders } from '@/app/providers';\nexport { AppProviders };";
  for (const filePath of ['src/features/home/boundary-fixture.ts', 'src/components/boundary-fixture.ts', 'src/lib/boundary-fixture.ts']) {
    const errors = await boundaryErrors(filePath, source);
    assert.ok(
      errors.some((error) => /Only the entry point and the test renderer may import app/.test(error)),
      `${filePath}: ${errors.join('\n') || 'no error'}`,
    );
  }
  assert.deepEqual(await boundaryErrors('src/test-utils.tsx', source), []);
});

test('components/ and lib/ may not import a feature', async () => {
  const source = "import { useEvents } from '@/features/events/api/events';\nexport { useEvents };";
  for (const filePath of ['src/components/layout/boundary-fixture.ts', 'src/lib/boundary-fixture.ts']) {
    assert.deepEqual(await boundaryErrors(filePath, source), ['Unexpected path "@/features/events/api/events" imported in restricted zone. Shared code may not import a feature.']);
  }
});

test('imports that keep to the boundaries pass', async () => {
  const errors = await boundaryErrors(
    'src/features/events/boundary-fixture.ts',
    [
      "import { api } from '@/lib/api';",
      "import { cacheKeys } from '../../lib/cache-keys';",
      "import { Button } from '@/components/ui/button';",
      "import { useEvents } from './api/events';",
      "import { useEvent } from '@/features/events/api/events';",
      'export { api, cacheKeys, Button, useEvents, useEvent };',
    ].join('\n'),
  );
  assert.deepEqual(errors, []);
  assert.deepEqual(
    await boundaryErrors('src/app/boundary-fixture.ts', "import AdminPage from '@/features/admin/shell/AdminPage';\nexport { AdminPage };"),
    [],
  );
});
