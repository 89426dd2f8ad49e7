import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The public pages' catalogues that load with those pages' code (lingui.config.cjs), each added
 * by a module of its own beside its locales. A production build keeps only a message's id in the
 * code, so a module showing one of their messages that does not import that module would show
 * bare ids on a page that reaches it before any module that does.
 */
const frontend = path.resolve(__dirname, '../../..');
const lingui = createRequire(__filename)(path.join(frontend, 'lingui.config.cjs')) as {
  catalogs: { path: string; include: string[]; exclude?: string[] }[];
};
const inTree = (entry: string) => entry.replace('<rootDir>/', '');

/** The catalogues whose messages module sits beside their locales (src/.../messages.ts). */
const loadedWithTheirPages = lingui.catalogs
  .map((catalogue) => ({ ...catalogue, module: path.join(path.dirname(inTree(catalogue.path).replace('/{locale}', '')), 'messages.ts') }))
  .filter((catalogue) => !catalogue.module.startsWith('src/locales') && !catalogue.module.includes('/admin/'))
  .filter((catalogue) => fs.existsSync(path.join(frontend, catalogue.module)));

function files(entry: string): string[] {
  const full = path.join(frontend, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs.readdirSync(full).flatMap((name) => files(path.join(entry, name)));
}

/** The catalogue's modules that show a message: its includes, less its excludes, tests and catalogues. */
function showing({ include, exclude = [], module }: (typeof loadedWithTheirPages)[number]): string[] {
  const left = exclude.map(inTree).filter((entry) => !entry.includes('__tests__')).map((entry) => entry.replace(/\/\*\*$/, ''));
  return include
    .map(inTree)
    .flatMap(files)
    .filter((file) => /\.tsx?$/.test(file) && !/__tests__|\/locales\//.test(file) && file !== module)
    .filter((file) => !left.some((entry) => file === entry || file.startsWith(`${entry}/`)))
    .filter((file) => /@lingui\/(core|react)\/macro/.test(fs.readFileSync(path.join(frontend, file), 'utf8')));
}

/** The modules `file` imports for their effect alone (import '...';), as paths in the tree. */
function importedForEffect(file: string): string[] {
  const source = fs.readFileSync(path.join(frontend, file), 'utf8');
  return [...source.matchAll(/^import '([^']+)';$/gm)].map(([, specifier]) =>
    specifier!.startsWith('@/') ? `src/${specifier!.slice(2)}.ts` : `${path.join(path.dirname(file), specifier!)}.ts`,
  );
}

describe('the catalogues loaded with their pages', () => {
  it('are the events’, the family’s, the festival’s and the programme’s', () => {
    expect(loadedWithTheirPages.map((catalogue) => catalogue.module).sort()).toEqual([
      'src/components/festival/messages.ts',
      'src/features/events/components/programme/messages.ts',
      'src/features/events/messages.ts',
      'src/features/family/messages.ts',
    ]);
  });

  it.each(loadedWithTheirPages.map((catalogue) => [catalogue.module, catalogue] as const))(
    'are imported by every module that shows a message of theirs: %s',
    (module, catalogue) => {
      const modules = showing(catalogue);
      expect(modules.length).toBeGreaterThan(0);
      expect(modules.filter((file) => !importedForEffect(file).includes(module))).toEqual([]);
    },
  );
});
