import { apiErrorSchema, newsletterLeadSchema, newsletterMessages } from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formRateLimit } from '../../plugins/rate-limit.ts';
import { addNewsletterLead } from './service.ts';

const messageSchema = z.object({ message: z.string() });

export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/addLead',
    {
      schema: {
        summary: 'Newsletter sign-up',
        body: newsletterLeadSchema,
        response: {
          200: messageSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { rateLimit: formRateLimit(app.config), legacyErrorField: true },
    },
    async (request) => {
      // The same answer for a new and a repeated address: the form cannot be used to find out
      // who is subscribed. Nothing here is logged: the body is personal data.
      await addNewsletterLead(app.db, request.body);
      return { message: newsletterMessages.success };
    },
  );
};
