import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { loggerOptions } from '../logger.ts';
import { createScratchDatabase, createTestApp } from '../test/app.ts';

// Several instances behind one load balancer: limits hold in total, one first admin.
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** A logger whose lines the test can read. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino(loggerOptions('info'), stream), lines };
}

/** 50 contact-form posts from one client, spread over the instances, all at once. */
async function postFromOneClient(apps: App[]) {
  const client = `198.51.100.${1 + (randomBytes(1)[0]! % 250)}`;
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      apps[i % apps.length]!.inject({
        method: 'POST',
        url: '/api/addLead',
        remoteAddress: client,
        payload: { email: `limit-${i}@example.org` },
      }),
    ),
  );
  const accepted = answers.filter((a) => a.statusCode === 200).length;
  const limited = answers.filter((a) => a.statusCode === 429).length;
  return { accepted, limited };
}

/**
 * Instances of one site share their secrets (the server refuses to start on PostgreSQL without
 * them); the counters key clients by a hash made with JWT_SECRET, so they must.
 */
const sharedSecrets = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  DATA_KEY: randomBytes(32).toString('base64'),
};

describe.skipIf(!serverUrl)('two instances on one PostgreSQL database', () => {
  it('hold the form limit of 30 a minute in total, and exactly one creates the first admin', async () => {
    const database = await createScratchDatabase(serverUrl!);
    const logs = [capturingLogger(), capturingLogger()];
    const admin = { ADMIN_EMAIL: 'first@example.org', ADMIN_PASSWORD: 'the first admin password' };
    const apps = await Promise.all(
      logs.map(({ logger }) =>
        createTestApp(
          { FORM_RATE_LIMIT_MAX: 30, ...admin, ...sharedSecrets },
          { logger, databaseUrl: database.url },
        ),
      ),
    );
    try {
      const creators = logs.filter(({ lines }) =>
        lines.some((line) => line.includes('created the first admin')),
      );
      expect(creators).toHaveLength(1);

      const { accepted, limited } = await postFromOneClient(apps);
      console.info(`two instances, one PostgreSQL: ${accepted} accepted, ${limited} × 429`);
      expect(accepted).toBe(30);
      expect(limited).toBe(20);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await database.drop();
    }
  });
});

describe.skipIf(!redisUrl)('two instances sharing Redis', () => {
  it('hold the form limit of 30 a minute in total', async () => {
    const apps = await Promise.all(
      [0, 1].map(() =>
        createTestApp({ FORM_RATE_LIMIT_MAX: 30, REDIS_URL: redisUrl, ...sharedSecrets }),
      ),
    );
    try {
      const { accepted, limited } = await postFromOneClient(apps);
      console.info(`two instances, one Redis: ${accepted} accepted, ${limited} × 429`);
      expect(accepted).toBe(30);
      expect(limited).toBe(20);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
