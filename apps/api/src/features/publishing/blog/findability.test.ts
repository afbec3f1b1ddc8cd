import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { createTestApp } from '../../../test/app.ts';
import { createFakeWebDist } from '../../../test/fake-web-dist.ts';
import { staffWithSession } from '../../../test/staff.ts';

const input = (slug: string) => ({
  title: 'Scope 3 without the spreadsheets',
  slug,
  summary: 'Working with suppliers on emissions data, step by step.',
  bodyMarkdown: 'Body',
  author: 'Sam Writer',
  publishedAt: '2025-05-01',
});

describe('blog posts in the sitemap, and old slugs', () => {
  let app: App;
  let cookie: string;
  const dist = createFakeWebDist();
  beforeAll(async () => {
    app = await createTestApp({ WEB_DIST: dist.root, PUBLIC_URL: 'https://esg.example.test' });
    ({ cookie } = await staffWithSession(app, 'editor'));
  });
  afterAll(async () => {
    await app.close();
    dist.cleanup();
  });

  const admin = (method: 'POST' | 'PUT', url: string, payload: object = {}) =>
    app.inject({ method, url, headers: { cookie }, payload });
  const sitemap = async () => (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  const today = new Date().toISOString().slice(0, 10);

  it('lists a published post with its lastmod and drops it when unpublished', async () => {
    const created = await admin('POST', '/api/admin/posts', input('scope-3-suppliers'));
    const id = created.json().id;
    const entry = `<url><loc>https://esg.example.test/academy/blogs/scope-3-suppliers</loc><lastmod>${today}</lastmod></url>`;
    expect(await sitemap()).not.toContain('scope-3-suppliers');
    await admin('POST', `/api/admin/posts/${id}/publish`);
    expect(await sitemap()).toContain(entry);
    await admin('POST', `/api/admin/posts/${id}/unpublish`);
    expect(await sitemap()).not.toContain('scope-3-suppliers');
  });

  it('answers a changed slug with a 301 to the new address, and a reused slug with its new post', async () => {
    const id = (await admin('POST', '/api/admin/posts', input('first-slug'))).json().id;
    await admin('POST', `/api/admin/posts/${id}/publish`);
    expect((await admin('PUT', `/api/admin/posts/${id}`, input('second-slug'))).statusCode).toBe(
      200,
    );
    expect((await admin('PUT', `/api/admin/posts/${id}`, input('third-slug'))).statusCode).toBe(
      200,
    );
    for (const old of ['first-slug', 'second-slug']) {
      const response = await app.inject({ method: 'GET', url: `/academy/blogs/${old}?ref=x` });
      expect(response.statusCode, old).toBe(301);
      expect(response.headers.location).toBe('/academy/blogs/third-slug?ref=x');
    }
    expect((await app.inject({ method: 'GET', url: '/academy/blogs/third-slug' })).statusCode).toBe(
      200,
    );
    const sitemapXml = await sitemap();
    expect(sitemapXml).toContain('/academy/blogs/third-slug');
    expect(sitemapXml).not.toContain('first-slug');

    // Another post takes an old address: it is that post's page now, not a redirect.
    const other = (await admin('POST', '/api/admin/posts', input('first-slug'))).json().id;
    await admin('POST', `/api/admin/posts/${other}/publish`);
    expect((await app.inject({ method: 'GET', url: '/academy/blogs/first-slug' })).statusCode).toBe(
      200,
    );
    // The post can take an old slug of its own back.
    expect((await admin('PUT', `/api/admin/posts/${id}`, input('second-slug'))).statusCode).toBe(
      200,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/academy/blogs/second-slug' })).statusCode,
    ).toBe(200);
    const fromThird = await app.inject({ method: 'GET', url: '/academy/blogs/third-slug' });
    expect(fromThird.headers.location).toBe('/academy/blogs/second-slug');
  });

  it('does not redirect to an unpublished post', async () => {
    const id = (await admin('POST', '/api/admin/posts', input('draft-before'))).json().id;
    await admin('PUT', `/api/admin/posts/${id}`, input('draft-after'));
    expect(
      (await app.inject({ method: 'GET', url: '/academy/blogs/draft-before' })).statusCode,
    ).toBe(404);
  });
});
