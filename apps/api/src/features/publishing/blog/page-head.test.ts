import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { createTestApp } from '../../../test/app.ts';
import { createFakeWebDist } from '../../../test/fake-web-dist.ts';
import { staffWithSession } from '../../../test/staff.ts';

describe('blog post pages: meta tags in the served HTML', () => {
  let app: App;
  const dist = createFakeWebDist();
  beforeAll(async () => {
    // Absolute URLs follow PUBLIC_URL, which the test sets to an https origin.
    app = await createTestApp({ WEB_DIST: dist.root, PUBLIC_URL: 'https://www.example.com' });
    const { cookie } = await staffWithSession(app, 'editor');
    for (const [slug, publish] of [
      ['greenwashing-claims', true],
      ['still-a-draft', false],
    ] as const) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/admin/posts',
        headers: { cookie },
        payload: {
          title: 'Testing "green" claims <before> they & reach the public',
          slug,
          summary: `Evidence checks that keep claims honest </title><script>alert(1)</script>`,
          bodyMarkdown: 'Body',
          coverImageUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
          coverAlt: 'A leaf',
          author: 'Sam $& Writer',
          publishedAt: '2025-05-01',
        },
      });
      expect(created.statusCode).toBe(201);
      if (publish) {
        await app.inject({
          method: 'POST',
          url: `/api/admin/posts/${created.json().id}/publish`,
          headers: { cookie },
          payload: {},
        });
      }
    }
  });
  afterAll(async () => {
    await app.close();
    dist.cleanup();
  });

  it('injects the escaped title, description and og: tags of a published post', async () => {
    const response = await app.inject({ method: 'GET', url: '/academy/blogs/greenwashing-claims' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    const title = 'Testing &quot;green&quot; claims &lt;before&gt; they &amp; reach the public | ';
    expect(head).toContain(`<title>${title}`);
    expect(head).toContain(`<meta property="og:title" content="${title}`);
    expect(head).toContain('<meta property="og:type" content="article"/>');
    expect(head).toContain(
      'content="Evidence checks that keep claims honest &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    expect(head).toMatch(
      /<meta property="og:url" content="https:\/\/[^"]+\/academy\/blogs\/greenwashing-claims"\/>/,
    );
    expect(head).toMatch(
      /<meta property="og:image" content="https:\/\/[^"]+\/uploads\/0123456789abcdef0123456789abcdef\.png"\/>/,
    );
    expect(head).toContain('<meta property="article:author" content="Sam $&amp; Writer"/>');
    expect(head).not.toContain('<script>alert(1)');
    // The fallback page itself is still there, and its CSP still matches its inline script.
    expect(response.body).toContain('window.__reactRouterContext');
    expect(String(response.headers['content-security-policy'])).toContain(
      "script-src 'self' 'sha256-",
    );
  });

  it('answers the not-found page (404) for an unknown or unpublished slug', async () => {
    for (const url of ['/academy/blogs/no-such-post', '/academy/blogs/still-a-draft']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Page not found');
    }
  });

  it('still serves the prerendered list page and other client routes as before', async () => {
    const other = await app.inject({ method: 'GET', url: '/dashboards/blog-dashboard' });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('og:type" content="article');
  });
});
