import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leadInboxRoutes } from './inbox-routes.ts';
import { leadRoutes } from './lead-routes.ts';

// The leads inbox, for admins only. Lead data is personal: nothing is logged, and
// the audit log records what was done (counts, filters), never whose data.
export const leadsInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(leadInboxRoutes);
  await app.register(leadRoutes);
};
