import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { scheduledJobs } from '../db/schema/index.ts';
import { createTestApp } from '../test/app.ts';
import { claimJobSlot } from './schedule.ts';

describe('a scheduled job on several instances', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('is claimed by exactly one of many simultaneous askers per period', async () => {
    const askers = await Promise.all(
      Array.from({ length: 8 }, () => claimJobSlot(app.db, 'test-daily', 24 * 3600_000)),
    );
    expect(askers.filter(Boolean)).toHaveLength(1);
    expect(await claimJobSlot(app.db, 'test-daily', 24 * 3600_000)).toBe(false);
    const [row] = await app.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'test-daily'));
    expect(row).toMatchObject({ runs: 1 });
  });

  it('is free again once its period has passed', async () => {
    const hour = 3600_000;
    expect(await claimJobSlot(app.db, 'test-hourly', hour)).toBe(true);
    expect(await claimJobSlot(app.db, 'test-hourly', hour)).toBe(false);
    // As if the last run were two hours ago (the database's clock decides, not the instances').
    await app.db
      .update(scheduledJobs)
      .set({ lastRunAt: sql`now() - interval '2 hours'` })
      .where(eq(scheduledJobs.name, 'test-hourly'));
    expect(await claimJobSlot(app.db, 'test-hourly', hour)).toBe(true);
  });
});
