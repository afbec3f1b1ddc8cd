import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/audit.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { purgeDeletedRows } from '../../db/purge.ts';
import { scheduleJob } from '../../jobs/schedule.ts';
import type { FileStorage } from '../../storage/index.ts';
import {
  outboxMessages,
  trustlinkCaseMessages,
  trustlinkEvents,
  trustlinkEvidence,
  trustlinkInteractions,
  trustlinkSessions,
} from '../../db/schema/index.ts';

// Closed TrustLink cases are kept TRUSTLINK_RETENTION_DAYS (365 by default), then deleted with
// their messages, notes, trail, sessions and evidence files. The audit log keeps only the count.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the closed cases whose closure is older than the retention period, and the update
 * e-mails to reporters that were already sent or gave up (they name the reporter's address).
 * Safe on several instances at once: only the one whose DELETE removed rows reports them.
 * @returns how many cases were deleted.
 */
export async function purgeExpiredCases(
  db: Database,
  storage: FileStorage,
  config: Pick<Config, 'TRUSTLINK_RETENTION_DAYS'>,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - config.TRUSTLINK_RETENTION_DAYS * DAY_MS);
  const t = trustlinkInteractions;
  const expired = and(eq(t.status, 'closed'), lt(t.closedAt, cutoff));
  const { deleted, keys } = await db.transaction(async (tx) => {
    const files = await tx
      .select({ key: trustlinkEvidence.storageKey })
      .from(trustlinkEvidence)
      .innerJoin(t, eq(t.id, trustlinkEvidence.interactionId))
      .where(expired);
    const rows = await tx.delete(t).where(expired).returning({ id: t.id });
    if (rows.length > 0) {
      await recordAudit(tx, {
        actor: null,
        action: 'trustlink.retention_purged',
        target: 'trustlink',
        detail: { count: rows.length, retentionDays: config.TRUSTLINK_RETENTION_DAYS },
      });
    }
    await tx
      .delete(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, 'trustlink-reporter'),
          inArray(outboxMessages.status, ['sent', 'failed']),
        ),
      );
    return { deleted: rows.length, keys: files.map((f) => f.key) };
  });
  // After the commit: a file whose row is gone is unreachable; a row without its file would not be.
  for (const key of keys) await storage.delete(key);
  if (deleted > 0) {
    // Deleted rows linger in the table files until rewritten; with DATA_KEY their wrapped keys
    // would still open them. VACUUM FULL makes the deletion complete.
    await purgeDeletedRows(db, [
      trustlinkInteractions,
      trustlinkCaseMessages,
      trustlinkEvidence,
      trustlinkEvents,
      trustlinkSessions,
      outboxMessages,
    ]);
  }
  return deleted;
}

/**
 * Runs the purge once the server is ready and then daily, once across all instances sharing the
 * database; `app.close()` stops it. Call before the app is ready (like the mail worker).
 */
export function startRetentionJob(app: FastifyInstance, intervalMs = DAY_MS): void {
  const log = app.log.child({ component: 'trustlink-retention' });
  scheduleJob(app, {
    name: 'trustlink-retention',
    everyMs: intervalMs,
    run: async () => {
      const count = await purgeExpiredCases(app.db, app.storage, app.config);
      if (count > 0) log.info({ count }, 'deleted closed TrustLink cases past retention');
    },
  });
}
