import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test/app.ts';
import { createFakeWebDist, fakeInlineScripts } from '../test/fake-web-dist.ts';

const cspHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

describe('web site serving', () => {
  let app: App;
  const dist = createFakeWebDist();
  beforeAll(async () => {
    app = await createTestApp({ WEB_DIST: dist.root });
  });
  afterAll(async () => {
    await app.close();
    dist.cleanup();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('serves a prerendered page with no-cache and a CSP allowing exactly its inline script', async () => {
    const response = await get('/about');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<h1>About us</h1>');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(
      new RegExp(`script-src 'self' ${escape(cspHash(fakeInlineScripts.about))}(;|$)`),
    );
    expect(csp).not.toContain(cspHash(fakeInlineScripts.home));
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves / from index.html, with its own hash', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Home</h1>');
    expect(response.headers['content-security-policy']).toContain(cspHash(fakeInlineScripts.home));
  });

  it('serves paths with capitals and & (and their percent-encoded form)', async () => {
    expect((await get('/legal/Cookies')).statusCode).toBe(200);
    const page = '/solution/getting-started/materiality-assessment-&-strategy';
    expect((await get(page)).body).toContain('<h1>Materiality</h1>');
    expect((await get(page.replace('&', '%26'))).statusCode).toBe(200);
  });

  it('answers a revalidation with 304 when the page has not changed', async () => {
    const first = await get('/about');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const second = await get('/about', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('redirects a trailing slash to the path without it, keeping the query', async () => {
    const response = await get('/about/?ref=mail');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about?ref=mail');
  });

  it('serves the SPA fallback for client-only routes', async () => {
    for (const url of [
      '/academy-sign-in',
      '/esg-course/42',
      '/admin',
      // /academy/blogs/<slug> gets the fallback only for a published post (features/publishing/blog/page-head.test.ts).
      '/dashboards/blog-dashboard',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<h1>Loading</h1>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain(
        cspHash(fakeInlineScripts.fallback),
      );
    }
  });

  it('answers an unknown path with 404 and the prerendered not-found page', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Page not found</h1>');
    expect(response.headers['content-security-policy']).toContain(
      cspHash(fakeInlineScripts.notFound),
    );
    expect((await get('/404')).statusCode).toBe(404);
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const response = await get('/api/no-such-endpoint');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await get('/assets/x.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/favicon.svg', '/Data/posts.data.json']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    }
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('sends the Permissions-Policy with pages, the SPA fallback and files', async () => {
    for (const url of ['/about', '/admin', '/assets/x.js', '/favicon.svg', '/no-such-page']) {
      expect((await get(url)).headers['permissions-policy'], url).toContain('camera=()');
    }
  });

  it("revalidates a page's prerendered loader data like its HTML", async () => {
    const response = await get('/service/internal-audit.data');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e%5csecret.txt',
    '/.hidden',
    '/%00',
    '/%E0%A4%A',
  ])('rejects %s without leaking a file or answering 500', async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('outside the web root');
  });

  it('compresses HTML, JavaScript and the 404 page for clients that accept gzip', async () => {
    for (const [url, status] of [
      ['/about', 200],
      ['/assets/entry-abc123.js', 200],
      ['/nope', 404],
    ] as const) {
      const response = await get(url, { 'accept-encoding': 'gzip' });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(response.rawPayload).length).toBeGreaterThan(1024);
    }
  });

  it('prefers brotli when offered', async () => {
    const response = await get('/about', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
