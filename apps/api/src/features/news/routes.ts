import { newsListSchema } from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPublishedNews } from './service.ts';

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/news',
    {
      schema: {
        summary: 'Latest news for the podcast and news page, newest first',
        response: { 200: newsListSchema },
      },
    },
    async (_request, reply) => {
      // Short and shared: an edit in the back-office shows within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return listPublishedNews(app.db);
    },
  );
};
