import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../../storage/disk-storage.ts';
import type { FileStorage } from '../../storage/index.ts';
import { junkPdf, pdfWithAuthor } from '../../test/evidence-fixtures.ts';
import { closeCleaner } from './evidence-clean-pool.ts';
import { getEvidence, storeEvidence } from './evidence-store.ts';

// Storing evidence with a PDF that cannot be rewritten, or not in time: the original is kept and
// the record says nothing was removed, while the server goes on serving others.

let folder: string;
let storage: FileStorage;
const seal = { dataKey: randomBytes(32), interactionId: 'case-under-test' };

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'evidence-store-'));
  storage = diskStorage(folder);
});
afterAll(async () => {
  await closeCleaner();
  await rm(folder, { recursive: true, force: true });
});

async function store(bytes: Buffer, fileName: string, cleanTimeLimitMs?: number) {
  const file = { fileName, stream: Readable.from([bytes]) };
  const pending = await storeEvidence(storage, seal, file, cleanTimeLimitMs);
  if (!pending) throw new Error('nothing stored');
  const stored = await getEvidence(
    storage,
    seal.dataKey,
    seal.interactionId,
    pending.storageKey,
    pending.pendingKey,
  );
  return { pending, stored };
}

describe('a PDF whose hidden details cannot be removed', () => {
  it('5 MB of junk named .pdf is kept as received while the main thread goes on', async () => {
    const junk = junkPdf();
    // The main thread's timers run while the worker parses; on the main thread this interval
    // would not have fired once before the junk was given up on.
    let ticks = 0;
    const interval = setInterval(() => (ticks += 1), 10);
    let ticksWhenStored = 0;
    const stored = store(junk, 'minutes.pdf').finally(() => (ticksWhenStored = ticks));
    const { pending, stored: bytes } = await stored;
    clearInterval(interval);
    expect(ticksWhenStored).toBeGreaterThan(5);
    expect(pending).toMatchObject({ contentType: 'application/pdf', metadataRemoved: false });
    expect(bytes?.equals(junk)).toBe(true);
  });

  it('is kept as received when its time limit passes', async () => {
    const pdf = await pdfWithAuthor();
    // A worker starting afresh takes far longer than no time at all, so the limit passes first.
    await closeCleaner();
    const { pending, stored } = await store(pdf, 'minutes.pdf', 0);
    expect(pending).toMatchObject({ size: pdf.length, metadataRemoved: false });
    expect(stored?.equals(pdf)).toBe(true);
    // Without the limit the same file is cleaned: the worker stopped above was replaced.
    const cleaned = await store(pdf, 'minutes.pdf');
    expect(cleaned.pending.metadataRemoved).toBe(true);
    expect(cleaned.stored?.toString('latin1')).not.toContain('Imogen');
  });
});
