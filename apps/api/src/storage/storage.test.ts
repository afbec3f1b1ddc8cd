import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from './disk-storage.ts';
import { startFakeS3 } from '../test/fake-s3.ts';
import { s3Storage } from './s3-storage.ts';
import { checkKey, type FileStorage } from './storage.ts';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'verdantia-storage-'));
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

const stores: Array<[string, () => FileStorage]> = [
  ['disk', () => diskStorage(root)],
  [
    'S3 (s3rver)',
    () =>
      s3Storage({
        url: s3.config.S3_URL,
        bucket: s3.config.S3_BUCKET,
        region: s3.config.S3_REGION,
        accessKeyId: s3.config.S3_ACCESS_KEY_ID,
        secretAccessKey: s3.config.S3_SECRET_ACCESS_KEY,
      }),
  ],
];

describe.each(stores)('file storage on %s', (_name, open) => {
  it('puts, streams back, tells existence and deletes', async () => {
    const storage = open();
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 255]);
    expect(await storage.exists('images/a1.png')).toBe(false);
    expect(await storage.get('images/a1.png')).toBeUndefined();
    await storage.put('images/a1.png', bytes, { contentType: 'image/png' });
    expect(await storage.exists('images/a1.png')).toBe(true);
    const file = await storage.get('images/a1.png');
    expect(file!.size).toBe(bytes.length);
    expect((await buffer(file!.body)).equals(bytes)).toBe(true);
    await storage.delete('images/a1.png');
    expect(await storage.exists('images/a1.png')).toBe(false);
    await storage.delete('images/a1.png'); // missing: no error
  });

  it('stores a stream of several parts without buffering it, and reads byte ranges back', async () => {
    const storage = open();
    // 9 MiB in 64 KiB chunks: two parts of a multipart upload on S3.
    const chunk = (index: number) => Buffer.alloc(64 * 1024, index % 251);
    const chunks = Array.from({ length: 144 }, (_, index) => chunk(index));
    const size = await storage.putStream('lectures/v1.webm', Readable.from(chunks), {
      contentType: 'video/webm',
    });
    expect(size).toBe(9 * 1024 * 1024);
    const whole = await storage.get('lectures/v1.webm');
    expect(whole!.size).toBe(size);
    whole!.body.resume();
    const part = await storage.get('lectures/v1.webm', { start: 65_530, end: 65_545 });
    expect(part!.size).toBe(size);
    const bytes = await buffer(part!.body);
    expect([...bytes]).toEqual([...Array(6).fill(0), ...Array(10).fill(1)]);
    await storage.delete('lectures/v1.webm');
  });

  it('leaves nothing under the key when the stream fails half-way', async () => {
    const storage = open();
    async function* failing() {
      yield Buffer.alloc(1024, 1);
      throw new Error('client went away');
    }
    await expect(
      storage.putStream('lectures/broken.webm', Readable.from(failing())),
    ).rejects.toThrow('client went away');
    expect(await storage.exists('lectures/broken.webm')).toBe(false);
  });

  it('moves a pending file to its key, never over an existing one, and lists a folder', async () => {
    const storage = open();
    await storage.put('moves/a1.partial', Buffer.from('sealed'));
    await storage.put('moves/taken', Buffer.from('first'));
    await storage.move('moves/a1.partial', 'moves/a1');
    expect(await storage.exists('moves/a1.partial')).toBe(false);
    expect((await buffer((await storage.get('moves/a1'))!.body)).toString()).toBe('sealed');
    await storage.put('moves/b1.partial', Buffer.from('second'));
    await expect(storage.move('moves/b1.partial', 'moves/taken')).rejects.toThrow();
    expect((await buffer((await storage.get('moves/taken'))!.body)).toString()).toBe('first');
    const listed = [];
    for await (const file of storage.list('moves/')) listed.push(file);
    expect(listed.map((f) => f.key).sort()).toEqual([
      'moves/a1',
      'moves/b1.partial',
      'moves/taken',
    ]);
    expect(listed.every((f) => f.modifiedAt.getTime() > Date.now() - 60_000)).toBe(true);
    for (const file of listed) await storage.delete(file.key);
  });

  it('refuses keys that could leave the storage, before any I/O', async () => {
    const storage = open();
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '', 'a\\b', '..', 'a/.hidden']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('storage keys', () => {
  it('accepts plain relative names only', () => {
    expect(checkKey('0123456789abcdef0123456789abcdef.png')).toBeTruthy();
    expect(checkKey('evidence/2026/abc_1.bin')).toBeTruthy();
    expect(() => checkKey('a/./b')).toThrow();
  });
});
