import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../app.ts';
import { createTestApp } from '../../../../test/app.ts';
import { staffWithSession } from '../../../../test/staff.ts';

// Concurrent writes only race on PostgreSQL: PGlite has one connection and runs them in turn.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const when = onPostgres ? '' : ' (skipped: needs TEST_DATABASE_URL)';

describe.skipIf(!onPostgres)(`unique slugs under concurrency on PostgreSQL${when}`, () => {
  let app: App;
  let editor: string;
  beforeAll(async () => {
    app = await createTestApp();
    editor = (await staffWithSession(app, 'editor')).cookie;
  });
  afterAll(() => app.close());

  const send = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { cookie: editor }, payload });

  it(`30 concurrent news articles with one title are all stored, with distinct slugs${when}`, async () => {
    const article = {
      date: '2024-02-29',
      title: 'One title for all',
      summary: 'Summary',
      paragraphs: ['Text'],
      images: ['/images/a.png'],
    };
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => send('/api/admin/news', article)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    const slugs = new Set(responses.map((r) => r.json().slug as string));
    expect(slugs.size).toBe(30);
    expect(slugs).toContain('one-title-for-all');
    for (const slug of slugs) expect(slug).toMatch(/^one-title-for-all(-[a-z0-9]+)?$/);
  });

  it(`30 concurrent posts with one slug: one is stored, the others get 409${when}`, async () => {
    const post = {
      title: 'Same slug',
      slug: 'same-slug',
      summary: 'Summary',
      bodyMarkdown: 'Body',
      author: 'Ada',
      publishedAt: '2024-02-29',
    };
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => send('/api/admin/posts', post)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(29).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toMatch(/already uses this slug/);
    }
  });
});
