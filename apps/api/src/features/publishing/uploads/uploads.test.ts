import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { createTestApp } from '../../../test/app.ts';
import { staffWithSession } from '../../../test/staff.ts';
import { multipartCases } from '../../../test/fuzz-inputs.ts';
import { startFakeS3 } from '../../../test/fake-s3.ts';
import { detectImageType } from './images.ts';
import { uploadMessages } from './read-upload.ts';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 3)]);
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);

function multipart(content: Buffer, filename = 'image.png', type = 'image/png') {
  const boundary = '----verdantia-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

let app: App;
let editor: string;
let caseHandler: string;
beforeAll(async () => {
  app = await createTestApp();
  editor = (await staffWithSession(app, 'editor')).cookie;
  caseHandler = (await staffWithSession(app, 'case_handler')).cookie;
});
afterAll(() => app.close());

const upload = (
  content: Buffer,
  cookie: string | null = editor,
  filename?: string,
  type?: string,
) => {
  const { body, contentType } = multipart(content, filename, type);
  return app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
};

describe('image uploads', () => {
  it('recognises PNG, JPEG, GIF and WebP by their bytes only', () => {
    expect(detectImageType(png)).toBe('png');
    expect(detectImageType(jpeg)).toBe('jpg');
    expect(detectImageType(gif)).toBe('gif');
    expect(detectImageType(webp)).toBe('webp');
    expect(
      detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(detectImageType(Buffer.from('RIFF0000WAVE'))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });

  it('stores an image under a random name and serves it with its type, nosniff and a long cache', async () => {
    for (const [bytes, ext, type] of [
      [png, 'png', 'image/png'],
      [jpeg, 'jpg', 'image/jpeg'],
      [gif, 'gif', 'image/gif'],
      [webp, 'webp', 'image/webp'],
    ] as const) {
      // The declared name and type are ignored: the content decides.
      const response = await upload(bytes, editor, '../../evil.html', 'text/html');
      expect(response.statusCode).toBe(201);
      const { url } = response.json();
      expect(url).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${ext}$`));
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('refuses files that are not images, empty files and files over 2 MB', async () => {
    const html = await upload(
      Buffer.from('<html><script>alert(1)</script></html>'),
      editor,
      'a.png',
      'image/png',
    );
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toMatch(/not a PNG, JPEG, WebP or GIF/);
    expect((await upload(Buffer.alloc(0))).statusCode).toBe(400);
    const big = await upload(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/2 MB/);
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { cookie: editor, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 for a case handler', async () => {
    expect((await upload(png, null)).statusCode).toBe(401);
    expect((await upload(png, caseHandler)).statusCode).toBe(403);
  });

  it('serves nothing but upload names', async () => {
    for (const url of [
      '/uploads/../package.json',
      '/uploads/abc.png',
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/uploads/0123456789abcdef0123456789abcdef.svg',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('malformed multipart', () => {
  it.each([
    ['no boundary', uploadMessages.malformed],
    ['a truncated body', uploadMessages.malformed],
    ['no file part', uploadMessages.noFile],
    ['two files', uploadMessages.oneFile],
    ['an empty file name', uploadMessages.noName],
    ['a broken part header', uploadMessages.noFile],
  ] as const)('with %s answers 400 with a clear message', async (name, message) => {
    const { contentType, payload } = multipartCases[name]!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { 'content-type': contentType, cookie: editor },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('image uploads on S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let onS3: App;
  let cookie: string;
  beforeAll(async () => {
    s3 = await startFakeS3();
    onS3 = await createTestApp(s3.config);
    cookie = (await staffWithSession(onS3, 'editor')).cookie;
  }, 120_000);
  afterAll(async () => {
    await onS3.close();
    await s3.stop();
  });

  it('stores the image in the bucket and serves it from there', async () => {
    const { body, contentType } = multipart(png);
    const response = await onS3.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { 'content-type': contentType, cookie },
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    const key = url.replace('/uploads/', '');
    // Another instance (a second app on the same bucket) sees it: here, the bucket itself.
    expect(onS3.storage.description).toContain(`S3 bucket ${s3.config.S3_BUCKET}`);
    expect(await onS3.storage.exists(key)).toBe(true);
    const served = await onS3.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const missing = await onS3.inject({
      method: 'GET',
      url: '/uploads/0123456789abcdef0123456789abcdef.png',
    });
    expect(missing.statusCode).toBe(404);
  });
});
