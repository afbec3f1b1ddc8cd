import {
  apiErrorSchema,
  BLOG_PAGE_SIZE,
  postListSchema,
  publicPostSchema,
  text,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../http/http-error.ts';
import { BLOG_POST_PATH, blogPostHead } from './page-head.ts';
import { findPublishedPost, listPublishedPosts } from './published-posts.ts';
import { currentSlugFor } from './old-slugs.ts';
import { publishedPostPages } from './sitemap.ts';

const notFoundMessage = 'This post does not exist or is not published.';

/** The public blog (/api/blog/posts), its page heads and sitemap entries. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.pageHeads.register({
    path: BLOG_POST_PATH,
    head: (match) => blogPostHead(app.db, match[1]!),
    movedTo: async (match) => {
      const slug = await currentSlugFor(app.db, match[1]!);
      return slug && `/academy/blogs/${slug}`;
    },
  });
  app.sitemapSources.register(() => publishedPostPages(app.db));

  app.get(
    '/api/blog/posts',
    {
      schema: {
        summary: 'Published posts, newest first, one page',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(50).default(BLOG_PAGE_SIZE),
        }),
        response: { 200: postListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Revalidated on every visit: an unpublished post must leave the list at once.
      reply.header('cache-control', 'no-cache');
      return listPublishedPosts(app.db, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    '/api/blog/posts/:slug',
    {
      schema: {
        summary: 'One published post with its body as safe HTML',
        params: z.object({ slug: text({ label: 'The slug', max: 200 }) }),
        response: { 200: publicPostSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const post = await findPublishedPost(app.db, request.params.slug);
      if (!post) throw new HttpError(404, notFoundMessage);
      // Revalidated on every visit: an unpublished post must leave the list at once.
      reply.header('cache-control', 'no-cache');
      return { post };
    },
  );
};
