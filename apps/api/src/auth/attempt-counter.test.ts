import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test/app.ts';
import { createAttemptCounter, type CounterStore } from './attempt-counter.ts';
import { openCounterStore, type OpenCounterStore } from './counter-store.ts';

// The same contract on every store. Redis runs when TEST_REDIS_URL is set.
const redisUrl = process.env.TEST_REDIS_URL;

let app: App;
let redis: OpenCounterStore | undefined;
beforeAll(async () => {
  app = await createTestApp();
  if (redisUrl) redis = await openCounterStore({ redisUrl, db: app.db, driver: app.dbDriver });
});
afterAll(async () => {
  await redis?.close();
  await app.close();
});

const stores: Array<[string, () => CounterStore]> = [
  ['memory', () => ({ kind: 'memory' })],
  ['database', () => ({ kind: 'database', db: app.db })],
  ...(redisUrl ? [['redis', () => redis!.store] as [string, () => CounterStore]] : []),
];

describe.each(stores)('attempt counter on %s', (_name, store) => {
  let counter_: ReturnType<typeof createAttemptCounter>;
  const counter = () =>
    createAttemptCounter(store(), {
      name: `test-${randomBytes(4).toString('hex')}`,
      points: 5,
      windowSeconds: 60,
    });

  it('allows exactly `points` of 50 parallel attempts', async () => {
    counter_ = counter();
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () => counter_.consume('same key')),
    );
    expect(attempts.filter((a) => a.allowed)).toHaveLength(5);
    expect(attempts.map((a) => a.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    const refused = attempts.find((a) => !a.allowed)!;
    expect(refused.retryAfterMs).toBeGreaterThan(50_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('counts keys apart, takes an attempt back, clears and locks', async () => {
    counter_ = counter();
    for (let i = 0; i < 5; i++) expect((await counter_.consume('a')).allowed).toBe(true);
    expect((await counter_.consume('a')).allowed).toBe(false);
    expect((await counter_.consume('b')).allowed).toBe(true);

    await counter_.clear('a');
    expect((await counter_.consume('a')).count).toBe(1);
    await counter_.reward('a');
    expect((await counter_.consume('a')).count).toBe(1);

    await counter_.lock('c', 900);
    const locked = await counter_.consume('c');
    expect(locked.allowed).toBe(false);
    expect(locked.retryAfterMs).toBeGreaterThan(899_000);
  });
});
