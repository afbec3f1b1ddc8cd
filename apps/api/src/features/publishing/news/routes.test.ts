import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsListSchema, type NewsArticle } from '@verdantia/domain';
import type { App } from '../../../app.ts';
import { newsArticles } from '../../../db/schema/index.ts';
import { seedDatabase } from '../../../db/seed/index.ts';
import { createTestApp } from '../../../test/app.ts';

describe('GET /api/news', () => {
  let app: App;
  const list = async (): Promise<NewsArticle[]> => {
    const response = await app.inject({ method: 'GET', url: '/api/news' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('lists the four built-in articles, newest first, in the spec shape', async () => {
    const articles = await list();
    expect(articles.map((a) => a.date)).toEqual([
      '13/11/2024',
      '13/09/2024',
      '13/07/2024',
      '15/01/2024',
    ]);
    expect(newsListSchema.safeParse(articles).success).toBe(true);
    for (const article of articles) {
      expect(Object.keys(article).sort()).toEqual([
        'date',
        'details',
        'id',
        'imgs',
        'smallP',
        'title',
      ]);
      expect(article.title.length).toBeGreaterThan(10);
      expect(article.smallP.length).toBeGreaterThan(40);
      expect(article.details.length).toBeGreaterThanOrEqual(3);
      expect(article.details.length).toBeLessThanOrEqual(4);
      expect(article.imgs.length).toBeGreaterThanOrEqual(1);
      expect(article.imgs.every((src) => /^\/images\/news\/[\w-]+\.svg$/.test(src))).toBe(true);
    }
    // The page needs both cases: slider arrows for several images, none for one.
    expect(articles.some((a) => a.imgs.length > 1)).toBe(true);
    expect(articles.some((a) => a.imgs.length === 1)).toBe(true);
  });

  it('leaves out unpublished articles and places new ones by date', async () => {
    await app.db.insert(newsArticles).values([
      {
        slug: 'draft',
        date: '2025-01-01',
        title: 'A draft nobody should see',
        summary: 'Draft',
        paragraphs: ['Not yet.'],
        images: ['/images/news/partnership.svg'],
        published: false,
      },
      {
        slug: 'mid-2024',
        date: '2024-10-02',
        title: 'An article between the first two',
        summary: 'Between',
        paragraphs: ['Inserted later, dated earlier than the newest.'],
        images: ['/images/news/partnership.svg'],
      },
    ]);
    const articles = await list();
    expect(articles.map((a) => a.title)).not.toContain('A draft nobody should see');
    expect(articles.map((a) => a.date)).toEqual([
      '13/11/2024',
      '02/10/2024',
      '13/09/2024',
      '13/07/2024',
      '15/01/2024',
    ]);
  });

  it('seeds once: running the seeds again adds nothing', async () => {
    const before = (await list()).length;
    expect(await seedDatabase(app.db)).toEqual([]);
    expect(await list()).toHaveLength(before);
  });

  it('refuses a paragraph list that is not a list', async () => {
    await expect(
      app.db.insert(newsArticles).values({
        slug: 'broken',
        date: '2024-01-01',
        title: 'Broken',
        summary: 'Broken',
        paragraphs: 'not a list' as unknown as string[],
      }),
    ).rejects.toThrow();
  });
});
