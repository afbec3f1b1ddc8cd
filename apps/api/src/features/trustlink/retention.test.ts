import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  auditLog,
  trustlinkEvidence,
  trustlinkEvents,
  trustlinkInteractions,
} from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { caseManagerWithSession } from '../../test/staff.ts';
import { createTestInteraction, pdfBytes } from '../../test/trustlink.ts';
import { purgeExpiredCases, startRetentionJob } from './retention.ts';

let app: App;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp({ TRUSTLINK_RETENTION_DAYS: 30 });
  cookie = (await caseManagerWithSession(app, 'admin')).cookie;
});
afterAll(() => app.close());

async function closedCase(title: string, closedDaysAgo: number) {
  const intId = await createTestInteraction(
    app,
    { title },
    { content: pdfBytes, filename: 'a.pdf' },
  );
  const [row] = await app.db
    .select()
    .from(trustlinkInteractions)
    .where(eq(trustlinkInteractions.interactionId, intId));
  const close = await app.inject({
    method: 'POST',
    url: `/api/admin/trustlink/cases/${row!.id}/status`,
    headers: { cookie },
    payload: {
      status: 'closed',
      closureReason: 'duplicate',
      outcome: 'This repeats an earlier report, which we are handling.',
    },
  });
  expect(close.statusCode).toBe(200);
  await app.db
    .update(trustlinkInteractions)
    .set({ closedAt: new Date(Date.now() - closedDaysAgo * 24 * 3600_000) })
    .where(eq(trustlinkInteractions.id, row!.id));
  const [file] = await app.db
    .select()
    .from(trustlinkEvidence)
    .where(eq(trustlinkEvidence.interactionId, row!.id));
  return { id: row!.id, storageKey: file!.storageKey };
}

describe('TrustLink retention', () => {
  it('deletes closed cases past the retention period with their evidence, and logs the count', async () => {
    const expired = await closedCase('Closed long ago, now expired', 31);
    const recent = await closedCase('Closed last week, kept', 7);
    const open = await createTestInteraction(app, { title: 'Still open, never deleted' });
    expect(await app.storage.exists(expired.storageKey)).toBe(true);

    expect(await purgeExpiredCases(app.db, app.storage, app.config)).toBe(1);
    const left = await app.db.select({ id: trustlinkInteractions.id }).from(trustlinkInteractions);
    expect(left.map((r) => r.id)).not.toContain(expired.id);
    expect(left.map((r) => r.id)).toContain(recent.id);
    expect(left).toHaveLength(2);
    expect(open).toMatch(/^\d{16}$/);
    expect(await app.storage.exists(expired.storageKey)).toBe(false);
    expect(await app.storage.exists(recent.storageKey)).toBe(true);
    const trail = await app.db
      .select()
      .from(trustlinkEvents)
      .where(eq(trustlinkEvents.interactionId, expired.id));
    expect(trail).toEqual([]);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'trustlink.retention_purged'));
    expect(entry).toMatchObject({ actorId: null, detail: { count: 1, retentionDays: 30 } });

    expect(await purgeExpiredCases(app.db, app.storage, app.config)).toBe(0);
  });

  it('runs by itself once the server is ready', async () => {
    const other = await createTestApp({ TRUSTLINK_RETENTION_DAYS: 1 });
    try {
      const [row] = await other.db
        .insert(trustlinkInteractions)
        .values({
          interactionId: '9999888877776666',
          pinHash: 'x',
          wrappedKey: 'x',
          keyId: 'x',
          sealedReport: 'x',
          interactionType: 'Social',
          priority: 'Low',
          status: 'closed',
          closedAt: new Date(Date.now() - 2 * 24 * 3600_000),
        })
        .returning();
      startRetentionJob(other);
      await other.ready();
      let remaining = 1;
      for (let i = 0; i < 50 && remaining > 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        remaining = await other.db.$count(
          trustlinkInteractions,
          eq(trustlinkInteractions.id, row!.id),
        );
      }
      expect(remaining).toBe(0);
    } finally {
      await other.close();
    }
  });
});
