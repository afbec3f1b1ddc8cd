import exifr from 'exifr';
import { strToU8, strFromU8, unzipSync, zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  docxWithAuthor,
  junkPdf,
  pdfWithAuthor,
  photoWithGps,
} from '../../test/evidence-fixtures.ts';
import { CLEAN_QUEUE_LIMIT, CLEAN_THREADS, closeCleaner } from './evidence-clean-pool.ts';
import { ARCHIVE_MAX_DECLARED_BYTES, withoutMetadata, zipWithinLimits } from './evidence-clean.ts';

afterAll(closeCleaner);

describe('evidence without hidden details', () => {
  it('re-encodes a photo without GPS, device or author, turned upright', async () => {
    const photo = await photoWithGps();
    expect(await exifr.gps(photo)).toMatchObject({ latitude: expect.any(Number) });
    const clean = await withoutMetadata(photo, 'image/jpeg');
    expect(await exifr.parse(clean, true)).toBeUndefined();
    expect(await exifr.gps(clean)).toBeUndefined();
    // Orientation 6 (a quarter turn) is applied to the pixels before the tag goes.
    expect(await sharp(clean).metadata()).toMatchObject({ width: 48, height: 64, format: 'jpeg' });
  });

  it('rewrites a PDF without its Info dictionary or XMP packet, keeping its pages', async () => {
    const clean = await withoutMetadata(await pdfWithAuthor(), 'application/pdf');
    const text = clean.toString('latin1');
    expect(text).not.toMatch(/Imogen|Author|Creator|Producer|Metadata/);
    const reopened = await PDFDocument.load(clean);
    expect(reopened.getPageCount()).toBe(1);
    expect(reopened.getAuthor()).toBeUndefined();
  });

  it('empties an Office file’s author, editor and company, keeping its content', async () => {
    const clean = unzipSync(await withoutMetadata(docxWithAuthor(), docxType));
    const all = Object.values(clean)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(all).not.toMatch(/Imogen|Northwind|Sam Carter/);
    expect(strFromU8(clean['word/document.xml']!)).toContain('The spill happened at 2 am.');
    expect(strFromU8(clean['docProps/app.xml']!)).toContain('<Application>Word</Application>');
  });

  it('fails on a damaged file, so the caller keeps the original and says so', async () => {
    await expect(
      withoutMetadata(Buffer.from('%PDF-1.7 broken'), 'application/pdf'),
    ).rejects.toThrow();
  });

  it('gives up on a PDF it cannot rewrite in time, then cleans the next one waiting', async () => {
    const genuine = await pdfWithAuthor();
    // 5 MB of junk takes pdf-lib tens of seconds: the limit, not a parse error, ends this one.
    const junk = withoutMetadata(junkPdf(), 'application/pdf', 200);
    const queued = withoutMetadata(genuine, 'application/pdf');
    await expect(junk).rejects.toMatchObject({ name: 'AbortError' });
    // The stopped worker is replaced for the file queued behind it.
    expect((await queued).toString('latin1')).not.toContain('Imogen');
  });

  it('refuses files past its queue at once, so a flood holds no more of them', async () => {
    const junk = junkPdf(64 * 1024);
    const taken = CLEAN_THREADS + CLEAN_QUEUE_LIMIT;
    const results = await Promise.allSettled(
      Array.from({ length: taken + 2 }, () => withoutMetadata(junk, 'application/pdf', 300)),
    );
    const busy = results.map(
      (result) => result.status === 'rejected' && /busy/.test((result.reason as Error).message),
    );
    expect(busy).toEqual([...Array<boolean>(taken).fill(false), true, true]);
  });
});

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('zip archives', () => {
  it('are kept when their entries declare little, refused past 100 MB declared', () => {
    expect(zipWithinLimits(zipSync({ 'a.txt': strToU8('hello') }))).toBe(true);
    // 101 MB of zeros compresses to about 100 KB: a small upload declaring a large content.
    const bomb = zipSync({ 'zeros.bin': new Uint8Array(ARCHIVE_MAX_DECLARED_BYTES + 1024 * 1024) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(zipWithinLimits(bomb)).toBe(false);
    expect(zipWithinLimits(Buffer.from('PK\u0003\u0004 not a zip'))).toBe(false);
  });
});
