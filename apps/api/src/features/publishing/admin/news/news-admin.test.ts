import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../app.ts';
import { createTestApp } from '../../../../test/app.ts';
import { staffWithSession } from '../../../../test/staff.ts';

let app: App;
let editor: string;
let caseHandler: string;
beforeAll(async () => {
  app = await createTestApp();
  editor = (await staffWithSession(app, 'editor')).cookie;
  caseHandler = (await staffWithSession(app, 'case_handler')).cookie;
});
afterAll(() => app.close());

const article = {
  date: '2025-07-01',
  title: 'Verdantia joins the sustainability assurance panel',
  summary: 'A short note for the side list.',
  paragraphs: ['First paragraph.', 'Second paragraph.'],
  images: ['/images/news/example.svg'],
};
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('news articles in the back-office', () => {
  it('lists the four seeded articles', async () => {
    const list = await call('GET', '/api/admin/news', editor);
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBeGreaterThanOrEqual(4);
  });

  it('creates (unpublished), publishes, edits, unpublishes and deletes an article', async () => {
    const created = await call('POST', '/api/admin/news', editor, article);
    expect(created.statusCode).toBe(201);
    const { id, published, slug } = created.json();
    expect(published).toBe(false);
    expect(slug).toBe('verdantia-joins-the-sustainability-assurance-panel');
    const publicTitles = async () =>
      ((await call('GET', '/api/news')).json() as { title: string }[]).map((a) => a.title);
    expect(await publicTitles()).not.toContain(article.title);

    expect((await call('POST', `/api/admin/news/${id}/publish`, editor, {})).json().published).toBe(
      true,
    );
    expect((await publicTitles())[0]).toBe(article.title);

    const edited = await call('PUT', `/api/admin/news/${id}`, editor, {
      ...article,
      title: 'Renamed',
    });
    expect(edited.json()).toMatchObject({ title: 'Renamed', published: true, slug });

    // A second article with the same title gets its own slug.
    const twin = await call('POST', '/api/admin/news', editor, { ...article });
    expect(twin.json().slug).toBe(`${slug}-2`);

    expect(
      (await call('POST', `/api/admin/news/${id}/unpublish`, editor, {})).json().published,
    ).toBe(false);
    expect(await publicTitles()).not.toContain('Renamed');
    expect((await call('DELETE', `/api/admin/news/${id}`, editor)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/news/${id}`, editor)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and field errors', async () => {
    const bad = await call('POST', '/api/admin/news', editor, {
      date: '1/7/2025',
      title: '',
      summary: 'x',
      paragraphs: [],
      images: ['javascript:alert(1)'],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(
      expect.arrayContaining(['date', 'title', 'paragraphs']),
    );
    expect((await call('PUT', '/api/admin/news/999999', editor, article)).statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 for a case handler', async () => {
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/news'],
      ['POST', '/api/admin/news', article],
      ['GET', '/api/admin/news/1'],
      ['PUT', '/api/admin/news/1', article],
      ['DELETE', '/api/admin/news/1'],
      ['POST', '/api/admin/news/1/publish', {}],
      ['POST', '/api/admin/news/1/unpublish', {}],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, caseHandler, payload)).statusCode).toBe(403);
    }
  });
});
