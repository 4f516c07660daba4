// One ESLint config for every package. It guards the layout rather than the formatting:
// which room may import which, no import cycles, configuration read in one place, type-only
// imports marked, and the recommended checks that find real bugs. No stylistic rules.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Every folder of web/src/features, so a new feature is fenced in from its first file. */
const features = readdirSync(join(import.meta.dirname, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Files that may read `process.env`: the api's env reader, and tooling (scripts, configs, tests). */
const toolingFiles = [
  'api/src/env.ts',
  'api/src/test/**',
  'scripts/**',
  'web/e2e/**',
  'web/src/test/**',
  '**/*.config.{js,ts,mjs}',
  '**/*.test.{ts,tsx}',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dev-dist/**', 'corpus/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['api/tsconfig.json', 'web/tsconfig.json', 'scripts/tsconfig.json'] }),
      ],
    },
    rules: {
      // The compiler already reports undefined names, with the real globals of each package.
      'no-undef': 'off',
      // The Arabic and Bangla analysers strip combining marks one by one on purpose ([\u064B-\u065F]).
      'no-misleading-character-class': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in api/src/env.ts and pass it on.' },
      ],
    },
  },
  { files: toolingFiles, rules: { 'no-restricted-properties': 'off' } },
  // Migrations are frozen in time: they see the database as it was then, not today's table types.
  { files: ['api/src/db/migrations/**', 'api/src/db/migrate.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },

  // The wire contract is bundled into the browser: it imports TypeBox and its own files, nothing else.
  {
    files: ['api/src/contract/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!@sinclair/typebox$|\\./[^/]+$)',
              message: 'The wire contract imports only @sinclair/typebox and its own files.',
            },
          ],
        },
      ],
    },
  },

  // Hooks called in a stable order, with every value they read in their dependencies.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },

  // The web app, as in bulletproof-react: shared code → features → app, never back. Tests
  // render whole screens, so they may compose like app/ does.
  {
    files: ['web/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@quran-assistant/api(?!/contract(/|$))',
              message: 'The web imports only the wire contract (@quran-assistant/api/contract) of the api package.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          // Zones are paths from the repository root, whichever package runs ESLint.
          basePath: import.meta.dirname,
          zones: [
            {
              target: './web',
              from: './api',
              except: ['./src/contract'],
              message: 'Nothing of the server may reach the browser bundle: import @quran-assistant/api/contract.',
            },
            // A feature does not import another feature: compose them in app/.
            ...features.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: compose them in app/, or move what is shared to components/, hooks/, lib/ or utils/.',
            })),
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Features do not import the app.',
            },
            {
              target: ['./web/src/components', './web/src/hooks', './web/src/lib', './web/src/utils'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
);
