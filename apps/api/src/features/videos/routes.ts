import { podcast, videoListSchema } from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createVideoService } from './service.ts';

export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // One service (and so one cache) per server instance.
  const videos = createVideoService({
    apiKey: config.VIDEO_API_KEY,
    channelId: config.VIDEO_CHANNEL_ID ?? podcast.channelId,
    baseUrl: config.VIDEO_API_BASE,
    pinnedId: config.VIDEO_PINNED_ID,
    fallback: config.VIDEO_FALLBACK,
    log: app.log,
  });

  app.get(
    '/api/videos',
    {
      schema: {
        summary: 'Podcast videos: the featured one first, then the latest (cached for an hour)',
        response: { 200: videoListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { items: await videos.list() };
    },
  );
};
