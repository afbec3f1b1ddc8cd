import { adminNewsSchema, newsInputSchema } from '@verdantia/domain';
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
import {
  createNews,
  deleteNews,
  getNews,
  listAllNews,
  setNewsPublished,
  updateNews,
} from './service.ts';

const NEWS_BODY_LIMIT = 256 * 1024;

/** News articles of the Podcast & News page, managed by editors and admins. */
export const newsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const editors = requireStaff('admin', 'editor');

  app.get(
    '/api/admin/news',
    {
      preHandler: editors,
      schema: {
        summary: 'Every news article, unpublished ones included',
        response: { 200: z.array(adminNewsSchema), ...errors },
      },
    },
    async () => listAllNews(app.db),
  );

  app.post(
    '/api/admin/news',
    {
      preHandler: editors,
      bodyLimit: NEWS_BODY_LIMIT,
      schema: {
        summary: 'Create an unpublished news article',
        body: newsInputSchema,
        response: { 201: adminNewsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const article = await createNews(app.db, request.body);
      await recordAudit(app.db, {
        actor: actorOf(request.staff),
        action: 'news.created',
        target: `news:${article.id}`,
        detail: { title: article.title },
      });
      return reply.code(201).send(article);
    },
  );

  app.get(
    '/api/admin/news/:id',
    {
      preHandler: editors,
      schema: {
        summary: 'One news article',
        params: idParams,
        response: { 200: adminNewsSchema, ...errors },
      },
    },
    async (request) => getNews(app.db, request.params.id),
  );

  app.put(
    '/api/admin/news/:id',
    {
      preHandler: editors,
      bodyLimit: NEWS_BODY_LIMIT,
      schema: {
        summary: 'Save a news article (published or not, as before)',
        params: idParams,
        body: newsInputSchema,
        response: { 200: adminNewsSchema, ...errors },
      },
    },
    async (request) => {
      const article = await updateNews(app.db, request.params.id, request.body);
      await recordAudit(app.db, {
        actor: actorOf(request.staff),
        action: 'news.updated',
        target: `news:${article.id}`,
        detail: { title: article.title },
      });
      return article;
    },
  );

  app.delete(
    '/api/admin/news/:id',
    {
      preHandler: editors,
      schema: {
        summary: 'Delete a news article',
        params: idParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const article = await deleteNews(app.db, request.params.id);
      await recordAudit(app.db, {
        actor: actorOf(request.staff),
        action: 'news.deleted',
        target: `news:${article.id}`,
        detail: { title: article.title },
      });
      return reply.code(204).send(null);
    },
  );

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/api/admin/news/:id/${action}`,
      {
        preHandler: editors,
        schema: {
          summary: published ? 'Publish a news article' : 'Take a news article off the page',
          params: idParams,
          response: { 200: adminNewsSchema, ...errors },
        },
      },
      async (request) => {
        const article = await setNewsPublished(app.db, request.params.id, published);
        await recordAudit(app.db, {
          actor: actorOf(request.staff),
          action: published ? 'news.published' : 'news.unpublished',
          target: `news:${article.id}`,
          detail: { title: article.title },
        });
        return article;
      },
    );
  }
};
