import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { imageUrlField } from '../site/image-url.ts';
import { text } from '../common/text.ts';
import { SLUG_PATTERN } from './post-slug.ts';

export const postStatuses = ['draft', 'published'] as const;
export type PostStatus = (typeof postStatuses)[number];

export const BLOG_PAGE_SIZE = 9;
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

const imageUrl = imageUrlField();

/** A post as the blog dashboard sends it (POST /api/admin/posts, PUT /api/admin/posts/:id). */
export const postInputSchema = z.object({
  title: text({
    label: 'The title',
    max: 160,
    required: 'Please enter a title.',
    tooLong: 'Please keep the title under 160 characters.',
  }),
  slug: text({
    label: 'The slug',
    max: 80,
    required: 'Please enter a slug.',
    tooLong: 'Please keep the slug under 80 characters.',
  }).regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens only.'),
  summary: text({
    label: 'The summary',
    max: 300,
    required: 'Please enter a summary.',
    tooLong: 'Please keep the summary under 300 characters.',
    multiline: true,
  }),
  bodyMarkdown: text({
    label: 'The article',
    max: 200_000,
    required: 'Please write the article.',
    tooLong: 'The article is too long (200,000 characters at most).',
    multiline: true,
    trim: false,
  }),
  coverImageUrl: z.union([imageUrl, z.literal('')]).default(''),
  coverAlt: text({
    label: 'The alt text',
    max: 200,
    tooLong: 'Please keep the alt text under 200 characters.',
  }).default(''),
  author: text({
    label: 'The author',
    max: 120,
    required: 'Please enter the author.',
    tooLong: 'Please keep the author under 120 characters.',
  }),
  publishedAt: calendarDate({ label: 'The publication date' }),
});
export type PostInput = z.input<typeof postInputSchema>;
