import { auditActionLabel } from '@verdantia/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { auditLog } from '../db/schema/index.ts';
import { createTestApp } from '../test/app.ts';
import { staffWithSession } from '../test/staff.ts';

// Every staff action the back-office offers leaves an entry a person can read.

let app: App;
let cookie: string;
let staffId: number;
beforeAll(async () => {
  app = await createTestApp();
  const editor = await staffWithSession(app, 'editor');
  cookie = editor.cookie;
  staffId = editor.staff.id;
});
afterAll(() => app.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const entries = (target: string) =>
  app.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.id));

const post = {
  title: 'Audit trail of a post',
  slug: 'audit-trail-of-a-post',
  summary: 'Summary.',
  bodyMarkdown: 'Body',
  coverImageUrl: '',
  coverAlt: '',
  author: 'Jane Auditor',
  publishedAt: '2025-03-04',
};
const article = {
  date: '2025-07-01',
  title: 'An audited news article',
  summary: 'A short note.',
  paragraphs: ['First paragraph.'],
  images: ['/images/news/example.svg'],
};

describe('the audit log records staff actions', () => {
  it('posts: created, edited, and a slug change keeps the previous slug', async () => {
    const created = await call('POST', '/api/admin/posts', post);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(await call('PUT', `/api/admin/posts/${id}`, post)).toMatchObject({ statusCode: 200 });
    const moved = await call('PUT', `/api/admin/posts/${id}`, { ...post, slug: 'moved-post' });
    expect(moved.statusCode).toBe(200);
    const log = await entries(`post:${id}`);
    expect(log.map((e) => e.action)).toEqual(['post.updated', 'post.updated', 'post.created']);
    expect(log.every((e) => e.actorId === staffId)).toBe(true);
    expect(log[0]!.detail).toEqual({
      title: post.title,
      slug: 'moved-post',
      previousSlug: 'audit-trail-of-a-post',
    });
    expect(log[1]!.detail).toEqual({ title: post.title, slug: 'audit-trail-of-a-post' });
    expect(auditActionLabel(log[2]!.action)).toBe('Post created');
  });

  it('news: created, edited and deleted', async () => {
    const created = await call('POST', '/api/admin/news', article);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    await call('PUT', `/api/admin/news/${id}`, { ...article, title: 'Renamed article' });
    expect((await call('DELETE', `/api/admin/news/${id}`)).statusCode).toBe(204);
    const log = await entries(`news:${id}`);
    expect(log.map((e) => e.action)).toEqual(['news.deleted', 'news.updated', 'news.created']);
    expect(log[1]!.detail).toEqual({ title: 'Renamed article' });
    expect(auditActionLabel(log[0]!.action)).toBe('News deleted');
  });

  it('uploads', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(32),
    ]);
    const boundary = '----audit-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    const name = (response.json().url as string).replace('/uploads/', '');
    const [entry] = await entries(`upload:${name}`);
    expect(entry).toMatchObject({
      action: 'upload.created',
      actorId: staffId,
      detail: { contentType: 'image/png', size: png.length },
    });
  });
});
