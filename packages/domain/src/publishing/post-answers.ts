import { z } from 'zod';
import { postStatuses } from './blog.ts';

// What the blog's endpoints answer: the public list and post, and a post as the dashboard sees it.

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
