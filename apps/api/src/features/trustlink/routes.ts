import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reporterRoutes } from './reporter-routes.ts';
import { caseRoutes } from './admin/case-routes.ts';
import { accessRoutes } from './admin/access-routes.ts';
import { statisticsRoutes } from './admin/statistics-routes.ts';
import { closeCleaner } from './evidence-clean-pool.ts';

/** TrustLink: the reporter's routes and the staff case console. */
export const trustlinkRoutes: FastifyPluginAsyncZod = async (app) => {
  // The worker that removes hidden details from evidence starts with the first file it cleans.
  app.addHook('onClose', closeCleaner);
  await app.register(reporterRoutes);
  await app.register(caseRoutes);
  await app.register(accessRoutes);
  await app.register(statisticsRoutes);
};
