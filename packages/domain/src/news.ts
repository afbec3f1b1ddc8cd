import { z } from 'zod';

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

/** A news article as the back-office sends it (POST /api/admin/news, PUT /api/admin/news/:id). */
export const newsInputSchema = z.object({
  /** YYYY-MM-DD. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date as YYYY-MM-DD.')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'Please enter a real date.'),
  title: z
    .string()
    .trim()
    .min(1, 'Please enter a title.')
    .max(200, 'Please keep the title under 200 characters.'),
  summary: z
    .string()
    .trim()
    .min(1, 'Please enter a summary.')
    .max(400, 'Please keep the summary under 400 characters.'),
  paragraphs: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Please remove empty paragraphs.')
        .max(5000, 'This paragraph is too long.'),
    )
    .min(1, 'Please write at least one paragraph.')
    .max(50, 'Please keep the article to 50 paragraphs.'),
  images: z
    .array(
      z
        .string()
        .trim()
        .regex(
          /^(?:\/uploads\/[A-Za-z0-9._-]+|\/images\/[A-Za-z0-9._/-]+|https:\/\/\S+)$/,
          'Please upload the image or use an https:// address.',
        ),
    )
    .min(1, 'Please add at least one image.')
    .max(10, 'Please keep the article to 10 images.'),
});
export type NewsInput = z.infer<typeof newsInputSchema>;

/** A news article as the back-office sees it (the database's own field names). */
export const adminNewsSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  title: z.string(),
  summary: z.string(),
  paragraphs: z.array(z.string()),
  images: z.array(z.string()),
  published: z.boolean(),
  slug: z.string(),
  updatedAt: z.string(),
});
export type AdminNews = z.infer<typeof adminNewsSchema>;
