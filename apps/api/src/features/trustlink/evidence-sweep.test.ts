import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { trustlinkEvidence, trustlinkInteractions } from '../../db/schema/index.ts';
import { diskStorage } from '../../storage/disk-storage.ts';
import { createTestApp } from '../../test/app.ts';
import { createTestInteraction, pdfBytes } from '../../test/trustlink.ts';
import { EVIDENCE_PREFIX, PENDING_SUFFIX } from './evidence-store.ts';
import { sweepEvidenceFiles } from './evidence-sweep.ts';

// Issue 20, item 7: a process killed during an upload leaves files without rows. Evidence is
// written under a pending name and published only after its row is committed; the sweep clears
// what a crash left and publishes what was committed but not yet published.

let app: App;
// A folder of its own: test files running in one process share the app's temporary upload folder.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'verdantia-sweep-'));
const storage = diskStorage(root);
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const HOUR = 60 * 60 * 1000;

async function keys(): Promise<string[]> {
  const found: string[] = [];
  for await (const file of storage.list(EVIDENCE_PREFIX)) found.push(file.key);
  return found.sort();
}

describe('the evidence sweep', () => {
  it('publishes evidence only after its row is committed, leaving no pending file', async () => {
    const intId = await createTestInteraction(app, {}, { content: pdfBytes, filename: 'a.pdf' });
    const [file] = await app.db
      .select({ key: trustlinkEvidence.storageKey })
      .from(trustlinkEvidence)
      .innerJoin(
        trustlinkInteractions,
        eq(trustlinkInteractions.id, trustlinkEvidence.interactionId),
      )
      .where(eq(trustlinkInteractions.interactionId, intId));
    expect(await app.storage.exists(file!.key)).toBe(true);
    expect(await app.storage.exists(`${file!.key}${PENDING_SUFFIX}`)).toBe(false);
  });

  it('deletes old files no row names and old pending files, publishes committed ones', async () => {
    const intId = await createTestInteraction(app, {}, { content: pdfBytes, filename: 'b.pdf' });
    const [row] = await app.db
      .select({ id: trustlinkInteractions.id })
      .from(trustlinkInteractions)
      .where(eq(trustlinkInteractions.interactionId, intId));
    // Killed after the commit, before the publish: the row names a key that is still pending.
    const committed = `${EVIDENCE_PREFIX}${'c'.repeat(32)}`;
    await app.db.insert(trustlinkEvidence).values({
      interactionId: row!.id,
      storageKey: committed,
      sealedName: 'x',
      contentType: 'application/pdf',
      size: 3,
    });
    await storage.put(`${committed}${PENDING_SUFFIX}`, Buffer.from('one'));
    // Killed before the commit: a pending file, a published orphan (older code wrote these), and
    // the storage's own half-written temporary file.
    const orphan = `${EVIDENCE_PREFIX}${'d'.repeat(32)}`;
    await storage.put(`${orphan}${PENDING_SUFFIX}`, Buffer.from('two'));
    await storage.put(orphan, Buffer.from('three'));
    await storage.put(`${orphan}${PENDING_SUFFIX}.1a2b3c${PENDING_SUFFIX}`, Buffer.from('4'));
    // Evidence of a case, published as usual.
    const [published] = await app.db
      .select({ key: trustlinkEvidence.storageKey })
      .from(trustlinkEvidence)
      .where(eq(trustlinkEvidence.interactionId, row!.id));
    await storage.put(published!.key, Buffer.from('sealed'));
    const kept = [published!.key];

    // Within the hour nothing is touched: an upload may still be on its way.
    expect(await sweepEvidenceFiles(app.db, storage)).toEqual({ deleted: 0, published: 0 });
    expect(await keys()).toHaveLength(kept.length + 4);

    const later = new Date(Date.now() + 2 * HOUR);
    expect(await sweepEvidenceFiles(app.db, storage, later)).toEqual({
      deleted: 3,
      published: 1,
    });
    expect(await keys()).toEqual([...kept, committed].sort());
    expect(await sweepEvidenceFiles(app.db, storage, later)).toEqual({
      deleted: 0,
      published: 0,
    });
  });
});
