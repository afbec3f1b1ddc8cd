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
);
