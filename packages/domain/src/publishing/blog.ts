import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { imageUrlField } from '../site/image-url.ts';
import { text } from '../common/text.ts';

/** Lower-case words joined by single hyphens: the last segment of /academy/blogs/<slug>. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const postStatuses = ['draft', 'published'] as const;
export type PostStatus = (typeof postStatuses)[number];

const imageUrl = imageUrlField();

/** 'Scope 3: where to start!' -> 'scope-3-where-to-start' (what the editor proposes). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

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

/** One post in the public list (GET /api/blog/posts). */
const postSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverImageUrl: z.string(),
  coverAlt: z.string(),
  author: z.string(),
  /** YYYY-MM-DD. */
  publishedAt: z.string(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postListSchema = z.object({
  items: z.array(postSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type PostList = z.infer<typeof postListSchema>;

/** One published post with its body rendered to safe HTML (GET /api/blog/posts/:slug). */
export const publicPostSchema = z.object({ post: postSummarySchema.extend({ html: z.string() }) });
export type PublicPost = z.infer<typeof publicPostSchema>['post'];

/** A post as the blog dashboard sees it. */
export const adminPostSchema = postSummarySchema.extend({
  id: z.number().int(),
  bodyMarkdown: z.string(),
  status: z.enum(postStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

export const BLOG_PAGE_SIZE = 9;
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
