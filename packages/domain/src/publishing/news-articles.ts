import { z } from 'zod';

// The public "Latest News": the articles as the page reads them.

/**
 * One article of "Latest News" as GET /api/news answers it. The field names are the original
 * API's, so the original page could read this API unchanged.
 */
const newsArticleSchema = z.object({
  id: z.number().int(),
  /** Publication date as dd/mm/yyyy text. */
  date: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
  title: z.string(),
  /** A short summary for the side list. */
  smallP: z.string(),
  /** The article's paragraphs, in order. */
  details: z.array(z.string()),
  /** Site paths of the article's images; at least one. */
  imgs: z.array(z.string()),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** Newest first. */
export const newsListSchema = z.array(newsArticleSchema);

/** '2024-11-13' -> '13/11/2024' (the database keeps ISO dates; the page shows the spec's). */
export function toNewsDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
