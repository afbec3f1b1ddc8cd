import { sectorListSchema } from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSectors } from './service.ts';

export const sectorsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Path kept from the original API so the contact form's call is unchanged.
  app.get(
    '/api/sectors-types/names',
    {
      schema: {
        summary: 'Business sectors for the contact form',
        response: { 200: sectorListSchema },
      },
    },
    () => listSectors(app.db),
  );
};
