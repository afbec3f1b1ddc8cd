import { defineConfig } from 'vitest/config';

// One Vitest run covers the shared domain, the API (real PGlite or PostgreSQL), the web
// components (jsdom) and the perf tool's arithmetic. Playwright journeys live in e2e/ and run
// separately (scripts/e2e.mjs).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // PGlite boots a WASM Postgres per test file; give slow CI machines room.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        // The perf tool's arithmetic (scripts/perf): what `npm run perf` reports must be right.
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['**/*.test.mjs'],
        },
      },
    ],
  },
});
