import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

const features = fs
  .readdirSync(path.join(root, 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports run app → features → components and lib, never back, and no feature reaches into
 * another (after bulletproof-react). Paths are relative to this folder; `@/` imports are resolved
 * through tsconfig.json before they are compared, so an alias cannot slip past a zone.
 */
const importBoundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature may not import another feature; move what they share to lib/ or components/.',
  })),
  {
    // The entry point (src/index.tsx) and the test renderer (src/test-utils.tsx) mount the app.
    target: ['./src/features', './src/components', './src/lib', './src/test'],
    from: './src/app',
    message: 'Only the entry point and the test renderer may import app/.',
  },
  {
    target: ['./src/components', './src/lib'],
    from: './src/features',
    message: 'Shared code may not import a feature.',
  },
];

export default tseslint.config(
  // The API types (npm run api:types) and the compiled catalogues (npm run i18n:compile) are generated.
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'src/lib/api-schema.d.ts',
      'src/locales/*/messages.ts',
      'src/features/admin/locales/*.ts',
      'src/features/admin/door/locales/*.ts',
      'src/features/events/components/programme/locales/*.ts',
      'src/features/family/locales/*.ts',
      'src/features/events/locales/*.ts',
      'src/components/festival/locales/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: importBoundaries }],
    },
  },
  {
    files: ['**/__tests__/**', 'src/test-utils.tsx', 'src/test/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    files: ['*.{js,mjs,cjs}', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
