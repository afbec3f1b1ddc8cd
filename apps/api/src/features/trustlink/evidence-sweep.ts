import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { trustlinkEvidence } from '../../db/schema/index.ts';
import { scheduleJob } from '../../jobs/schedule.ts';
import type { FileStorage } from '../../storage/index.ts';
import { EVIDENCE_PREFIX, PENDING_SUFFIX } from './evidence-store.ts';

// A process killed during an upload can leave a sealed file no row names (written, never
// committed) or a pending `.partial` (committed, never published). The sweep clears them: files
// older than an hour that no row names are deleted; a pending file whose row exists is published.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const BATCH = 500;

export interface SweepResult {
  deleted: number;
  published: number;
}

async function sweepBatch(
  db: Database,
  storage: FileStorage,
  keys: string[],
  result: SweepResult,
): Promise<void> {
  const finalKey = (key: string) =>
    key.endsWith(PENDING_SUFFIX) ? key.slice(0, -PENDING_SUFFIX.length) : key;
  const rows = await db
    .select({ key: trustlinkEvidence.storageKey })
    .from(trustlinkEvidence)
    .where(inArray(trustlinkEvidence.storageKey, [...new Set(keys.map(finalKey))]));
  const named = new Set(rows.map((r) => r.key));
  for (const key of keys) {
    const target = finalKey(key);
    if (key === target) {
      if (named.has(key)) continue;
    } else if (named.has(target) && !(await storage.exists(target))) {
      await storage.move(key, target);
      result.published += 1;
      continue;
    }
    await storage.delete(key);
    result.deleted += 1;
  }
}

/**
 * Deletes evidence files older than `minAgeMs` that no row names, and publishes pending files
 * whose row was committed. Safe on several instances at once (a delete or move of a file already
 * handled is harmless).
 */
export async function sweepEvidenceFiles(
  db: Database,
  storage: FileStorage,
  now = new Date(),
  minAgeMs = HOUR_MS,
): Promise<SweepResult> {
  const cutoff = now.getTime() - minAgeMs;
  const result: SweepResult = { deleted: 0, published: 0 };
  let keys: string[] = [];
  for await (const file of storage.list(EVIDENCE_PREFIX)) {
    if (file.modifiedAt.getTime() > cutoff) continue;
    keys.push(file.key);
    if (keys.length >= BATCH) {
      await sweepBatch(db, storage, keys, result);
      keys = [];
    }
  }
  if (keys.length > 0) await sweepBatch(db, storage, keys, result);
  return result;
}

/**
 * Runs the sweep at each start (unless an instance swept in the last few minutes) and daily, once
 * across all instances sharing the database.
 */
export function startEvidenceSweep(app: FastifyInstance, intervalMs = DAY_MS): void {
  const log = app.log.child({ component: 'trustlink-evidence-sweep' });
  scheduleJob(app, {
    name: 'trustlink-evidence-sweep',
    everyMs: intervalMs,
    startMs: 5 * 60 * 1000,
    run: async () => {
      const { deleted, published } = await sweepEvidenceFiles(app.db, app.storage);
      if (deleted + published > 0) log.info({ deleted, published }, 'swept evidence files');
    },
  });
}
