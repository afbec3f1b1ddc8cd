import { auditPageSchema, dashboardSchema, pageQuerySchema } from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudit } from '../../audit/audit.ts';
import { requireStaff } from '../../auth/require-staff.ts';
import { errorResponses as errors } from '../../http/route-kit.ts';
import { ensureFirstAdmin } from './bootstrap.ts';
import { dashboardCounts } from './dashboard.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { memberRoutes } from './member-routes.ts';
import { passkeyRoutes } from './passkeys/routes.ts';
import { sessionListRoutes } from './session-list-routes.ts';
import { sessionRoutes } from './session-routes.ts';

const tags = ['staff'];

/** The back-office's own routes: sessions, invitations, members, the audit log, the dashboard. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const created = await ensureFirstAdmin(app.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    if (created) app.log.info('created the first admin account from ADMIN_EMAIL/ADMIN_PASSWORD');
  }

  await app.register(sessionRoutes);
  await app.register(sessionListRoutes);
  await app.register(passkeyRoutes);
  await app.register(invitationRoutes);
  await app.register(memberRoutes);

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags,
        summary: 'Audit log, newest first (50 a page)',
        querystring: pageQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
      onRequest: requireStaff('admin'),
    },
    async (request) => listAudit(app.db, request.query.page),
  );

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags,
        summary: 'Counts for the dashboard, by role',
        response: { 200: dashboardSchema, ...errors },
      },
      onRequest: requireStaff(),
    },
    async (request) => dashboardCounts(app.db, request.staff.role, request.staff.id),
  );
};
