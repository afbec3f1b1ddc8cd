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
      // Revalidated on every visit: a change in the back-office (a deletion above all) shows at
      // once, on every instance, with no cache of ours to purge.
      reply.header('cache-control', 'no-cache');
      return listPublishedNews(app.db);
    },
  );
};
