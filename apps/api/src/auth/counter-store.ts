import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { DatabaseDriver, Database } from '../db/client.ts';
import { attemptCounters } from '../db/schema/index.ts';
import { scheduleJob } from '../jobs/schedule.ts';
import type { CounterStore } from './attempt-counter.ts';

const SWEEP_MS = 5 * 60_000;

export interface OpenCounterStore {
  store: CounterStore;
  close(): Promise<void>;
}

/**
 * Redis with REDIS_URL; else the app's PostgreSQL database when it runs on one, so every instance
 * counts together; else memory, which is exact on the embedded default because only one process
 * may open a DATA_DIR.
 */
export async function openCounterStore(options: {
  redisUrl?: string | undefined;
  db: Database;
  driver: DatabaseDriver;
}): Promise<OpenCounterStore> {
  if (options.redisUrl) {
    const client = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    await client.connect(); // fail at start-up with the driver's message, not on the first sign-in
    return { store: { kind: 'redis', client }, close: async () => void (await client.quit()) };
  }
  if (options.driver === 'postgres') {
    return { store: { kind: 'database', db: options.db }, close: async () => {} };
  }
  return { store: { kind: 'memory' }, close: async () => {} };
}

/**
 * Deletes database counters whose window ended an hour ago (of no use to anyone), every few
 * minutes, once across the instances. Only when the counters live in PostgreSQL.
 */
export function startCounterSweep(app: FastifyInstance): void {
  if (app.counterStore.kind !== 'database') return;
  const { db } = app.counterStore;
  scheduleJob(app, {
    name: 'attempt-counter-sweep',
    everyMs: SWEEP_MS,
    run: async () => {
      await db
        .delete(attemptCounters)
        .where(lt(attemptCounters.expire, sql`now() - interval '1 hour'`));
    },
  });
}
