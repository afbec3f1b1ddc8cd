import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
// Each run starts the built server on a fresh embedded database. This file is read again by every
// worker (they inherit the folder through the environment); the process that made the folder
// removes it when the run ends.
if (!process.env.E2E_DATA_DIR) {
  const made = mkdtempSync(join(tmpdir(), 'verdantia-e2e-'));
  process.env.E2E_DATA_DIR = made;
  process.once('exit', () => rmSync(made, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // One worker: the server, the browser and the journeys already share CI's two cores.
  workers: 1,
  // CI retries a failed journey once: two cores shared with the server and the browser make rare
  // timing stalls; scripts/summary.mjs still lists each flaky journey with its first error.
  retries: process.env.CI ? 1 : 0,
  // CI shares two cores between the server, the worker and its browser: long journeys get
  // room to finish, while each check still fails within seconds of a real fault.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node apps/api/dist/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Journeys submit many forms from one address; the real limit is tested in the API tests.
      FORM_RATE_LIMIT_MAX: '10000',
      REPORT_MAIL_RATE_LIMIT_MAX: '10000',
      RATE_LIMIT_MAX: '100000',
      // Not the build's default (365): reporter pages must show the server's own setting.
      TRUSTLINK_RETENTION_DAYS: '30',
      // The first admin (e2e/fixtures.ts signs in with these).
      ADMIN_EMAIL: 'admin@example.org',
      ADMIN_PASSWORD: 'e2e admin password, long enough',
    },
  },
});
