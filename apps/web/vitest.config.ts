import { defineProject } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineProject({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // user-event types a character per timer tick: on a loaded two-core CI machine a form test
    // that fills three fields can pass 5 s (the default) without anything being wrong.
    testTimeout: 20_000,
  },
});
