import { desc, eq } from 'drizzle-orm';
import { toNewsDate, type NewsArticle } from '@verdantia/domain';
import type { Database } from '../../../db/client.ts';
import { newsArticles } from '../../../db/schema/index.ts';

/** Published articles, newest first, in the shape the original page read. */
export async function listPublishedNews(db: Database): Promise<NewsArticle[]> {
  const rows = await db
    .select({
      id: newsArticles.id,
      date: newsArticles.date,
      title: newsArticles.title,
      summary: newsArticles.summary,
      paragraphs: newsArticles.paragraphs,
      images: newsArticles.images,
    })
    .from(newsArticles)
    .where(eq(newsArticles.published, true))
    .orderBy(desc(newsArticles.date), desc(newsArticles.id));
  return rows.map((row) => ({
    id: row.id,
    date: toNewsDate(row.date),
    title: row.title,
    smallP: row.summary,
    details: row.paragraphs,
    imgs: row.images,
  }));
}
