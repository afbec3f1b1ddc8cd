import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { unwrapDataKey, wrapDataKey, type KeyRing } from '../../crypto/envelope.ts';
import type { Database } from '../../db/client.ts';
import { trustlinkInteractions } from '../../db/schema/index.ts';

const BATCH = 200;

export interface RotationResult {
  /** Data keys now wrapped by the current DATA_KEY that were wrapped by another. */
  rewrapped: number;
  /** Data keys already wrapped by the current DATA_KEY. */
  current: number;
}

/**
 * Re-wraps every interaction's data key under the ring's current DATA_KEY. Only the small wrapped
 * keys change; no report, title, message or file is decrypted or rewritten (the data key itself
 * stays the same, so all of them still open), so the run is quick and a crash half-way leaves
 * every case readable (each row names the key that wraps it). Safe to run
 * while servers are serving: a row is updated only if its key id is still the one read.
 * @throws EnvelopeError when a data key is wrapped by a key the ring does not hold.
 */
export async function rewrapDataKeys(db: Database, ring: KeyRing): Promise<RotationResult> {
  const t = trustlinkInteractions;
  let rewrapped = 0;
  let lastId = 0;
  for (;;) {
    const rows = await db
      .select({ id: t.id, wrappedKey: t.wrappedKey, keyId: t.keyId })
      .from(t)
      .where(and(gt(t.id, lastId), ne(t.keyId, ring.current.id)))
      .orderBy(asc(t.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      const next = wrapDataKey(ring, unwrapDataKey(ring, row));
      const updated = await db
        .update(t)
        .set(next)
        .where(and(eq(t.id, row.id), eq(t.keyId, row.keyId)))
        .returning({ id: t.id });
      rewrapped += updated.length;
    }
    lastId = rows.at(-1)!.id;
  }
  const current = await db.$count(t, eq(t.keyId, ring.current.id));
  return { rewrapped, current: current - rewrapped };
}
