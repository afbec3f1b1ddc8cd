import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { imageUrlField } from '../site/image-url.ts';
import { text } from '../common/text.ts';

/** A news article as the back-office sends it (POST /api/admin/news, PUT /api/admin/news/:id). */
export const newsInputSchema = z.object({
  /** YYYY-MM-DD. */
  date: calendarDate({ label: 'The date' }),
  title: text({
    label: 'The title',
    max: 200,
    required: 'Please enter a title.',
    tooLong: 'Please keep the title under 200 characters.',
  }),
  summary: text({
    label: 'The summary',
    max: 400,
    required: 'Please enter a summary.',
    tooLong: 'Please keep the summary under 400 characters.',
    multiline: true,
  }),
  paragraphs: z
    .array(
      text({
        label: 'This paragraph',
        max: 5000,
        required: 'Please remove empty paragraphs.',
        tooLong: 'This paragraph is too long.',
        multiline: true,
      }),
    )
    .min(1, 'Please write at least one paragraph.')
    .max(50, 'Please keep the article to 50 paragraphs.'),
  images: z
    .array(imageUrlField())
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
