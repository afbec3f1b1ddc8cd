import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reporterRoutes } from './reporter-routes.ts';
import { caseRoutes } from './admin/case-routes.ts';
import { accessRoutes } from './admin/access-routes.ts';
import { statisticsRoutes } from './admin/statistics-routes.ts';

/** TrustLink: the reporter's routes and the staff case console. */
export const trustlinkRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(reporterRoutes);
  await app.register(caseRoutes);
  await app.register(accessRoutes);
  await app.register(statisticsRoutes);
};
