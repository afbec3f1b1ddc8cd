import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_ORIGIN_PLACEHOLDER, findSitePage, site } from '@verdantia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test/app.ts';

const origin = PUBLIC_ORIGIN_PLACEHOLDER;
const head = (pagePath: string, extra = '') =>
  `<link rel="canonical" href="${origin}${pagePath}"/><meta property="og:url" content="${origin}${pagePath}"/>` +
  `<meta property="og:image" content="${origin}/social/x.png"/>${extra}`;
const page = (pagePath: string, extra = '') =>
  `<!DOCTYPE html><html lang="en-GB" data-origin="${origin}"><head><title>T</title>${head(pagePath, extra)}</head>` +
  `<body><script type="application/ld+json">{"url":"${origin}"}</script></body></html>`;

/** A small build whose pages carry the placeholder origin, as the real build writes them. */
function fakeBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'verdantia-findability-'));
  const files: Record<string, string> = {
    'index.html': page(''),
    'pricing/index.html': page('/pricing'),
    'about/index.html': page('/about'),
    'legal/Cookies/index.html': page('/legal/Cookies'),
    // Still a placeholder: the page asks not to be indexed.
    'books/index.html': page('/books', '<meta name="robots" content="noindex"/>'),
    '404/index.html': page('/404'),
    '__spa-fallback.html': `<!DOCTYPE html><html><head><title>Loading</title></head><body></body></html>`,
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return { root, cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
}

describe('served HTML follows PUBLIC_URL; variants redirect; private pages stay unindexed', () => {
  let app: App;
  let other: App;
  const build = fakeBuild();
  beforeAll(async () => {
    app = await createTestApp({ WEB_DIST: build.root, PUBLIC_URL: 'https://esg.example.test' });
    other = await createTestApp({ WEB_DIST: build.root, PUBLIC_URL: 'https://other.example.test' });
  });
  afterAll(async () => {
    await Promise.all([app.close(), other.close()]);
    build.cleanup();
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('fills PUBLIC_URL into canonical, og:url, og:image and JSON-LD without a rebuild', async () => {
    const response = await get('/pricing');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<link rel="canonical" href="https://esg.example.test/pricing"/>',
    );
    expect(response.body).toContain(
      '<meta property="og:url" content="https://esg.example.test/pricing"/>',
    );
    expect(response.body).toContain('content="https://esg.example.test/social/x.png"');
    expect(response.body).toContain('{"url":"https://esg.example.test"}');
    expect(response.body).toContain('data-origin="https://esg.example.test"');
    expect(response.body).not.toContain(origin);
    const elsewhere = await other.inject({ method: 'GET', url: '/pricing' });
    expect(elsewhere.body).toContain('href="https://other.example.test/pricing"');
    // The validator follows the bytes: another origin is another ETag, and a repeat visit is a 304.
    expect(elsewhere.headers.etag).not.toBe(response.headers.etag);
    const again = await get('/pricing', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('redirects case-only, /index.html and trailing-slash variants to the canonical path', async () => {
    const cases: [string, string][] = [
      ['/legal/cookies', '/legal/Cookies'],
      ['/LEGAL/COOKIES/', '/legal/Cookies'],
      ['/index.html', '/'],
      ['/about/index.html', '/about'],
      ['/Pricing?plan=1', '/pricing?plan=1'],
      ['/about/', '/about'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    expect((await get('/legal/Cookies')).statusCode).toBe(200);
  });

  it('serves client-only pages with their title, a robots noindex meta and X-Robots-Tag', async () => {
    for (const url of ['/admin', '/dashboards/blog-dashboard', '/academy-sign-in']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      const title = `${findSitePage(url)!.title} | ${site.name}`;
      expect(response.body, url).toContain(`<title>${title}</title>`);
      expect(response.body, url).toContain('<meta name="robots" content="noindex"/>');
    }
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-robots-tag']).toBe('noindex');
    const publicPage = await get('/about');
    expect(publicPage.headers['x-robots-tag']).toBeUndefined();
  });

  it('leaves noindex (placeholder) pages and client-only pages out of the sitemap and robots', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('<loc>https://esg.example.test/pricing</loc>');
    expect(xml).not.toContain('<loc>https://esg.example.test/books</loc>');
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/dashboards');
    const robots = (await get('/robots.txt')).body.split('\n');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /dashboards');
    expect(robots).not.toContain('Disallow: /academy/blogs');
  });
});
