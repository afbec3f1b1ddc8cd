import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { multipartLimits } from './read-multipart.ts';
import { reporterRoutes } from './reporter-routes.ts';
import { caseRoutes } from './admin/case-routes.ts';

/** TrustLink: the reporter's routes and the staff case console, with their multipart limits. */
export const trustlinkRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: multipartLimits });
  await app.register(reporterRoutes);
  await app.register(caseRoutes);
};
