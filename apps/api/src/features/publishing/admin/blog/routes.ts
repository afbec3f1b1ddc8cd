import { adminPostSchema, postInputSchema } from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../../audit/audit.ts';
import { requireStaff } from '../../../../auth/require-staff.ts';
import {
  actorOf,
  errorResponses as errors,
  idParams,
  noContent,
} from '../../../../http/route-kit.ts';
import { renderMarkdown } from '../../blog/markdown.ts';
import {
  createPost,
  deletePost,
  getPost,
  listAllPosts,
  setPostStatus,
  updatePost,
} from '../../blog/service.ts';

/** A post's Markdown may be longer than a form's 64 KB. */
const POST_BODY_LIMIT = 512 * 1024;

/** The editors' blog endpoints (/api/admin/posts): drafts, preview, publishing. */
export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const editors = requireStaff('admin', 'editor');

  app.get(
    '/api/admin/posts',
    {
      preHandler: editors,
      schema: {
        summary: 'Every post, drafts included',
        response: { 200: z.array(adminPostSchema), ...errors },
      },
    },
    async () => listAllPosts(app.db),
  );

  app.post(
    '/api/admin/posts',
    {
      preHandler: editors,
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        summary: 'Create a draft post',
        body: postInputSchema,
        response: { 201: adminPostSchema, ...errors },
      },
    },
    async (request, reply) => {
      const post = await createPost(app.db, request.body, String(request.staff.id));
      await recordAudit(app.db, {
        actor: actorOf(request.staff),
        action: 'post.created',
        target: `post:${post.id}`,
        detail: { title: post.title, slug: post.slug },
      });
      return reply.code(201).send(post);
    },
  );

  app.post(
    '/api/admin/posts/preview',
    {
      preHandler: editors,
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        summary: 'Render unsaved Markdown as the post page will show it',
        body: postInputSchema.pick({ bodyMarkdown: true }),
        response: { 200: z.object({ html: z.string() }), ...errors },
      },
    },
    async (request) => ({ html: renderMarkdown(request.body.bodyMarkdown) }),
  );

  app.get(
    '/api/admin/posts/:id',
    {
      preHandler: editors,
      schema: {
        summary: 'One post',
        params: idParams,
        response: { 200: adminPostSchema, ...errors },
      },
    },
    async (request) => getPost(app.db, request.params.id),
  );

  app.get(
    '/api/admin/posts/:id/preview',
    {
      preHandler: editors,
      schema: {
        summary: "A saved post's body rendered as the post page shows it",
        params: idParams,
        response: { 200: z.object({ html: z.string() }), ...errors },
      },
    },
    async (request) => {
      const post = await getPost(app.db, request.params.id);
      return { html: renderMarkdown(post.bodyMarkdown) };
    },
  );

  app.put(
    '/api/admin/posts/:id',
    {
      preHandler: editors,
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        summary: 'Save a post (its status is unchanged)',
        params: idParams,
        body: postInputSchema,
        response: { 200: adminPostSchema, ...errors },
      },
    },
    async (request) => {
      const before = await getPost(app.db, request.params.id);
      const post = await updatePost(app.db, request.params.id, request.body);
      await recordAudit(app.db, {
        actor: actorOf(request.staff),
        action: 'post.updated',
        target: `post:${post.id}`,
        // A slug change breaks old links: the log keeps both addresses.
        detail:
          before.slug === post.slug
            ? { title: post.title, slug: post.slug }
            : { title: post.title, slug: post.slug, previousSlug: before.slug },
      });
      return post;
    },
  );

  app.delete(
    '/api/admin/posts/:id',
    {
      preHandler: editors,
      schema: { summary: 'Delete a post', params: idParams, response: { ...noContent, ...errors } },
    },
    async (request, reply) => {
      const post = await getPost(app.db, request.params.id);
      await deletePost(app.db, post.id);
      await recordAudit(app.db, {
        actor: actorOf(request.staff),
        action: 'post.deleted',
        target: `post:${post.id}`,
        detail: { slug: post.slug },
      });
      return reply.code(204).send(null);
    },
  );

  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
  ] as const) {
    app.post(
      `/api/admin/posts/:id/${action}`,
      {
        preHandler: editors,
        schema: {
          summary:
            action === 'publish' ? 'Publish a post' : 'Take a post off the site (back to draft)',
          params: idParams,
          response: { 200: adminPostSchema, ...errors },
        },
      },
      async (request) => {
        const post = await setPostStatus(app.db, request.params.id, status);
        await recordAudit(app.db, {
          actor: actorOf(request.staff),
          action: action === 'publish' ? 'post.published' : 'post.unpublished',
          target: `post:${post.id}`,
          detail: { slug: post.slug, title: post.title },
        });
        return post;
      },
    );
  }
};
