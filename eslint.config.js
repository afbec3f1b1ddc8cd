import { fileURLToPath } from 'node:url';
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under a features directory is a feature: isolation applies without a hand list. */
const featuresIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The API's shared layers: features and plugins build on them, never the other way round. */
const apiSharedLayers = [
  'auth',
  'http',
  'db',
  'storage',
  'mail',
  'jobs',
  'ops',
  'audit',
  'crypto',
  'pdf',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'reports/**',
      'perf-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Zod must never reach a page's first load: web code imports domain subpaths only.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@verdantia/domain',
              message: "Import a subpath, e.g. '@verdantia/domain/site'.",
            },
          ],
        },
      ],
    },
  },
  // Feature folders do not import each other (bulletproof-react); shared code goes down into
  // ui/, lib/, blocks/ or packages/domain.
  // Relative imports are checked by path; the web's `~/features/...` alias by pattern below.
  ...['apps/web/app/features', 'apps/api/src/features'].map((dir) => ({
    files: [`${dir}/**/*.{ts,tsx}`],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: featuresIn(`./${dir}/`).map((feature) => ({
            target: `./${dir}/${feature}`,
            from: `./${dir}`,
            except: [`./${feature}`],
            message: 'Feature folders must not import each other; move shared code down a layer.',
          })),
        },
      ],
    },
  })),
  ...featuresIn('./apps/web/app/features/').map((feature) => ({
    files: [`apps/web/app/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@verdantia/domain',
              message: "Import a subpath, e.g. '@verdantia/domain/site'.",
            },
          ],
          patterns: [
            {
              group: ['~/features/*/**', `!~/features/${feature}/**`],
              message: 'Feature folders must not import each other; move shared code down a layer.',
            },
          ],
        },
      ],
    },
  })),
  // No import circles in the web app: a module's imports load before it, so a circle leaves one
  // side reading values that do not exist yet. Dynamic imports count too.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        [fileURLToPath(new URL('./scripts/eslint-alias-resolver.cjs', import.meta.url))]: {},
      },
      // The rule follows only files it can parse: TypeScript modules, with TypeScript's parser.
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // One way down: lower layers never import the layers built on them, so a new system can reuse
  // ui/, lib/ and blocks/ without dragging features along. The web's `~/` alias is resolved
  // (scripts/eslint-alias-resolver.cjs), so it is checked like a relative import.
  {
    files: [
      'apps/web/app/{ui,lib,blocks,layout,backoffice}/**/*.{ts,tsx}',
      'apps/api/src/{plugins,http}/**/*.ts',
      `apps/api/src/{${apiSharedLayers.join(',')}}/**/*.ts`,
    ],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        [fileURLToPath(new URL('./scripts/eslint-alias-resolver.cjs', import.meta.url))]: {},
      },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./apps/web/app/ui', './apps/web/app/lib'],
              from: ['blocks', 'layout', 'features', 'routes', 'content', 'backoffice'].map(
                (layer) => `./apps/web/app/${layer}`,
              ),
              message: 'ui/ and lib/ are the floor: they import nothing built on them.',
            },
            {
              target: './apps/web/app/blocks',
              from: ['layout', 'features', 'routes', 'backoffice'].map(
                (layer) => `./apps/web/app/${layer}`,
              ),
              message: 'Blocks render content; they import no site chrome, feature or route.',
            },
            {
              target: ['./apps/web/app/layout', './apps/web/app/backoffice'],
              from: ['./apps/web/app/features', './apps/web/app/routes'],
              message:
                'The site chrome and the back-office shell take features as props or routes.',
            },
            {
              target: ['./apps/api/src/plugins', './apps/api/src/http'],
              from: './apps/api/src/features',
              message: 'plugins/ and http/ only wire things up; features register with them.',
            },
            {
              target: apiSharedLayers.map((layer) => `./apps/api/src/${layer}`),
              from: ['./apps/api/src/features', './apps/api/src/plugins'],
              message:
                'The shared layers are the floor of the API: they import no feature and no plugin.',
            },
          ],
        },
      ],
    },
  },
  // No import circles in the API and the domain package: a circle hides which module is the base.
  {
    files: ['apps/api/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/extensions': ['.ts', '.js'],
      'import/ignore': ['node_modules'],
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
