import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { staffWithSession } from '../../../test/staff.ts';
import { renderMarkdown } from './markdown.ts';

let app: App;
let editor: string;
let admin: string;
let caseHandler: string;

beforeAll(async () => {
  app = await createTestApp();
  editor = (await staffWithSession(app, 'editor')).cookie;
  admin = (await staffWithSession(app, 'admin')).cookie;
  caseHandler = (await staffWithSession(app, 'case_handler')).cookie;
});
afterAll(() => app.close());

let n = 0;
const postInput = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    title: `Scope 3 from suppliers, part ${n}`,
    slug: `scope-3-from-suppliers-${n}`,
    summary: 'Where to start with supplier data.',
    bodyMarkdown: '## Start small\n\nPick **one** category first.',
    coverImageUrl: '',
    coverAlt: '',
    author: 'Jane Auditor',
    publishedAt: '2025-03-04',
    ...overrides,
  };
};

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function createPost(overrides: Record<string, unknown> = {}, cookie = editor) {
  const response = await call('POST', '/api/admin/posts', cookie, postInput(overrides));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; slug: string; status: string; title: string };
}

describe('admin posts', () => {
  it('creates a draft, reads, lists, updates and deletes it (editor)', async () => {
    const post = await createPost();
    expect(post.status).toBe('draft');
    const read = await call('GET', `/api/admin/posts/${post.id}`, editor);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      slug: post.slug,
      author: 'Jane Auditor',
      publishedAt: '2025-03-04',
    });

    const list = await call('GET', '/api/admin/posts', editor);
    expect(list.json().map((p: { id: number }) => p.id)).toContain(post.id);

    const updated = await call(
      'PUT',
      `/api/admin/posts/${post.id}`,
      admin,
      postInput({ title: 'Renamed', slug: 'renamed' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Renamed', slug: 'renamed', status: 'draft' });

    expect((await call('DELETE', `/api/admin/posts/${post.id}`, editor)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/posts/${post.id}`, editor)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/posts/${post.id}`, editor)).statusCode).toBe(404);
  });

  it('refuses a slug that is taken with 409 and a field error, and bad input with 400', async () => {
    const first = await createPost();
    const clash = await call('POST', '/api/admin/posts', editor, postInput({ slug: first.slug }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/slug/);

    const bad = await call(
      'POST',
      '/api/admin/posts',
      editor,
      postInput({
        slug: 'Not A Slug',
        title: '',
        publishedAt: '04/03/2025',
        coverImageUrl: 'javascript:alert(1)',
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(
      expect.arrayContaining(['slug', 'title', 'publishedAt', 'coverImageUrl']),
    );

    for (const payload of ['not json', [], null, { title: 1 }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/posts',
        headers: { cookie: editor, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
    }
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
      expect((await call('GET', `/api/admin/posts/${id}`, editor)).statusCode).toBe(400);
    }
    expect((await call('GET', '/api/admin/posts/999999', editor)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/posts/999999/publish', editor, {})).statusCode).toBe(
      404,
    );
  });

  it('publishes and unpublishes, recording both in the audit log', async () => {
    const post = await createPost();
    const published = await call('POST', `/api/admin/posts/${post.id}/publish`, editor, {});
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('published');
    expect((await call('GET', `/api/blog/posts/${post.slug}`)).statusCode).toBe(200);

    const unpublished = await call('POST', `/api/admin/posts/${post.id}/unpublish`, editor, {});
    expect(unpublished.json().status).toBe('draft');
    expect((await call('GET', `/api/blog/posts/${post.slug}`)).statusCode).toBe(404);

    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `post:${post.id}`));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['post.published', 'post.unpublished']),
    );
    expect(entries.every((e) => e.actorEmail?.startsWith('editor-'))).toBe(true);
  });

  it('previews saved and unsaved Markdown as safe HTML', async () => {
    const post = await createPost({ bodyMarkdown: '# Title\n\n<script>alert(1)</script>' });
    const saved = await call('GET', `/api/admin/posts/${post.id}/preview`, editor);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().html).toContain('<h2>Title</h2>');
    expect(saved.json().html).not.toContain('<script>');
    const unsaved = await call('POST', '/api/admin/posts/preview', editor, {
      bodyMarkdown: '[x](javascript:alert(1))',
    });
    expect(unsaved.statusCode).toBe(200);
    expect(unsaved.json().html).not.toContain('href');
  });

  it('answers 401 without a session and 403 for a case handler on every post route', async () => {
    const post = await createPost();
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', '/api/admin/posts'],
      ['POST', '/api/admin/posts', postInput()],
      ['POST', '/api/admin/posts/preview', { bodyMarkdown: 'x' }],
      ['GET', `/api/admin/posts/${post.id}`],
      ['GET', `/api/admin/posts/${post.id}/preview`],
      ['PUT', `/api/admin/posts/${post.id}`, postInput()],
      ['DELETE', `/api/admin/posts/${post.id}`],
      ['POST', `/api/admin/posts/${post.id}/publish`, {}],
      ['POST', `/api/admin/posts/${post.id}/unpublish`, {}],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(
        401,
      );
      expect((await call(method, url, caseHandler, payload)).statusCode, `${method} ${url}`).toBe(
        403,
      );
    }
    expect((await call('GET', `/api/admin/posts/${post.id}`, editor)).statusCode).toBe(200);
  });
});

describe('Markdown rendering', () => {
  it('renders raw HTML as text and drops unsafe links and images', () => {
    const html = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '[a](javascript:alert(1))',
        '[b](JaVaScRiPt:alert(1))',
        '[c](java\tscript:alert(1))',
        '[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
        '[e](vbscript:msgbox)',
        '[f](//evil.example)',
        '![g](data:image/png;base64,iVBORw0KGgo=)',
        '![h](http://insecure.example/x.png)',
        '<a href="javascript:alert(1)">i</a>',
      ].join('\n\n'),
    );
    // Only tags could run anything; the escaped source text is inert.
    expect(html).not.toMatch(/<script|<img|<a\b|<[^>]*(?:href|src|onerror)=/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps safe links and images, with rel=noopener noreferrer on external links', () => {
    const html = renderMarkdown(
      '[site](/contact) [ext](https://example.org/x) [mail](mailto:a@example.org)\n\n![cover](/uploads/0123456789abcdef0123456789abcdef.png) ![remote](https://cdn.example.org/a.jpg)',
    );
    expect(html).toContain('<a href="/contact">site</a>');
    expect(html).toContain(
      '<a href="https://example.org/x" rel="noopener noreferrer" target="_blank">ext</a>',
    );
    expect(html).toContain('<a href="mailto:a@example.org">mail</a>');
    expect(html).toContain(
      '<img src="/uploads/0123456789abcdef0123456789abcdef.png" alt="cover" loading="lazy">',
    );
    expect(html).toContain('src="https://cdn.example.org/a.jpg"');
  });
});

describe('public blog', () => {
  let fresh: App;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  it('lists published posts only, newest first, paginated', async () => {
    const { cookie } = await staffWithSession(fresh, 'editor');
    const dates = ['2024-01-10', '2025-06-01', '2024-11-30', '2025-02-14', '2023-05-05'];
    for (const [i, date] of dates.entries()) {
      const created = await fresh.inject({
        method: 'POST',
        url: '/api/admin/posts',
        headers: { cookie },
        payload: postInput({ slug: `post-${i}`, publishedAt: date }),
      });
      if (i !== 4) {
        await fresh.inject({
          method: 'POST',
          url: `/api/admin/posts/${created.json().id}/publish`,
          headers: { cookie },
          payload: {},
        });
      }
    }
    const first = await fresh.inject({ method: 'GET', url: '/api/blog/posts?pageSize=3' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toMatchObject({ total: 4, page: 1, pageCount: 2 });
    expect(first.json().items.map((p: { publishedAt: string }) => p.publishedAt)).toEqual([
      '2025-06-01',
      '2025-02-14',
      '2024-11-30',
    ]);
    expect(Object.keys(first.json().items[0]).sort()).toEqual(
      ['author', 'coverAlt', 'coverImageUrl', 'publishedAt', 'slug', 'summary', 'title'].sort(),
    );
    const second = await fresh.inject({ method: 'GET', url: '/api/blog/posts?page=2&pageSize=3' });
    expect(second.json().items.map((p: { slug: string }) => p.slug)).toEqual(['post-0']);
    const beyond = await fresh.inject({ method: 'GET', url: '/api/blog/posts?page=9&pageSize=3' });
    expect(beyond.json().items).toEqual([]);
    for (const query of ['page=0', 'page=abc', 'pageSize=500', 'pageSize=-1']) {
      expect(
        (await fresh.inject({ method: 'GET', url: `/api/blog/posts?${query}` })).statusCode,
      ).toBe(400);
    }

    const post = await fresh.inject({ method: 'GET', url: '/api/blog/posts/post-1' });
    expect(post.statusCode).toBe(200);
    expect(post.json().post).toMatchObject({ slug: 'post-1', title: expect.any(String) });
    expect(post.json().post.html).toContain('<strong>one</strong>');
    expect((await fresh.inject({ method: 'GET', url: '/api/blog/posts/post-4' })).statusCode).toBe(
      404,
    );
    expect((await fresh.inject({ method: 'GET', url: '/api/blog/posts/nope' })).statusCode).toBe(
      404,
    );
  });
});
