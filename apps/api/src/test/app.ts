import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { buildApp, type App } from '../app.ts';
import { loadConfig, MEMORY_DATA_DIR, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openDatabase } from '../db/open.ts';
import { createLogger } from '../logger.ts';

/**
 * The app on a database of its own: a fresh in-memory PGlite, or, when TEST_DATABASE_URL is set
 * (CI), a new database on that PostgreSQL server that is dropped again on `app.close()`.
 * Migrations and seeds are applied, as at a real start. Always close the app (afterAll).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: {
    logger?: FastifyBaseLogger;
    /** An existing PostgreSQL database to share with other apps (kept on close). */
    databaseUrl?: string;
  } = {},
): Promise<App> {
  const config: Config = {
    ...loadConfig({ DATA_DIR: MEMORY_DATA_DIR, LOG_LEVEL: 'silent' }, () => {}),
    // No web build unless a test brings its own (plugins/web.test.ts builds a fake one).
    WEB_DIST: path.join(os.tmpdir(), 'verdantia-test-no-web-build'),
    // High enough that a test file never trips the limits by accident; rate-limit tests lower them.
    RATE_LIMIT_MAX: 100_000,
    FORM_RATE_LIMIT_MAX: 100_000,
    REPORT_MAIL_RATE_LIMIT_MAX: 100_000,
    ASSISTANT_RATE_LIMIT_MAX: 100_000,
    ...overrides,
  };
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : serverUrl
      ? await createScratchDatabase(serverUrl)
      : undefined;

  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(
      { DATA_DIR: MEMORY_DATA_DIR, DATABASE_URL: scratch?.url },
      logger,
      { inMemory: !scratch },
    );
    const app = await buildApp(config, { database, logger });
    const db = database;
    app.addHook('onClose', async () => {
      await db.close();
      await scratch?.drop();
    });
    return app;
  } catch (error) {
    await database?.close();
    await scratch?.drop();
    throw error;
  }
}

/** CREATE DATABASE test_<random> on the server; `drop` removes it even if connections linger. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ),
  };
}

async function withAdmin(serverUrl: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
