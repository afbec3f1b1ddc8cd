import { z } from 'zod';

/** Lower-case words joined by single hyphens: the last segment of /academy/blogs/<slug>. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where an image in a post or an article may come from: our uploads, or any https address. */
const IMAGE_URL_PATTERN =
  /^(?:\/uploads\/[A-Za-z0-9._-]+|\/images\/[A-Za-z0-9._/-]+|https:\/\/\S+)$/;

const postStatuses = ['draft', 'published'] as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date as YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Please enter a real date.');

const imageUrl = z
  .string()
  .trim()
  .max(500, 'This image address is too long.')
  .regex(IMAGE_URL_PATTERN, 'Please upload the image or use an https:// address.');

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
  title: z
    .string()
    .trim()
    .min(1, 'Please enter a title.')
    .max(160, 'Please keep the title under 160 characters.'),
  slug: z
    .string()
    .trim()
    .min(1, 'Please enter a slug.')
    .max(80, 'Please keep the slug under 80 characters.')
    .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens only.'),
  summary: z
    .string()
    .trim()
    .min(1, 'Please enter a summary.')
    .max(300, 'Please keep the summary under 300 characters.'),
  bodyMarkdown: z
    .string()
    .min(1, 'Please write the article.')
    .max(200_000, 'The article is too long (200,000 characters at most).'),
  coverImageUrl: z.union([imageUrl, z.literal('')]).default(''),
  coverAlt: z
    .string()
    .trim()
    .max(200, 'Please keep the alt text under 200 characters.')
    .default(''),
  author: z
    .string()
    .trim()
    .min(1, 'Please enter the author.')
    .max(120, 'Please keep the author under 120 characters.'),
  publishedAt: isoDate,
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
