import {
  caseDetailSchema,
  caseManagerGrantSchema,
  caseRecusalSchema,
  caseReinclusionSchema,
  idParamSchema,
  staffMessages,
} from '@verdantia/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../audit/audit.ts';
import { requireStaff } from '../../../auth/require-staff.ts';
import { staffPermissionGrants, staffUsers } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';
import { actorOf, errorResponses as errors, idParams } from '../../../http/route-kit.ts';
import { assertManager, assertVisible, readerOf } from './case-access.ts';
import { exportCasePdf } from './case-export.ts';
import { attachment } from '../../../http/attachment.ts';
import { caseDetail } from './case-detail.ts';
import { recuse, reinclude } from './exclusions.ts';

// Need to know and conflicts of interest: stepping aside, re-including (two case managers), and
// the site administrator granting the case-manager permission.

export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const handlers = requireStaff('admin', 'case_handler');

  app.post(
    '/api/admin/trustlink/cases/:id/recusal',
    {
      preHandler: handlers,
      schema: {
        summary: 'Step aside from a case (conflict of interest)',
        params: idParams,
        body: caseRecusalSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request.staff);
      await assertVisible(db, reader, request.params.id);
      await recuse(db, reader, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/trustlink/cases/:id/exclusions/:exclusionId/reinclusion',
    {
      preHandler: handlers,
      schema: {
        summary: 'Ask for, or confirm, the re-inclusion of an excluded person',
        params: z.object({ id: idParamSchema.shape.id, exclusionId: idParamSchema.shape.id }),
        body: caseReinclusionSchema,
        response: { 200: caseDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { id, exclusionId } = request.params;
      const reader = readerOf(request.staff);
      await assertVisible(db, reader, id);
      await reinclude(db, reader, id, exclusionId);
      return caseDetail(db, config, id, reader);
    },
  );

  app.get(
    '/api/admin/trustlink/cases/:id/export.pdf',
    {
      preHandler: handlers,
      schema: {
        summary: 'One case as a PDF for an investigation file (case managers; logged)',
        params: idParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request.staff);
      await assertVisible(db, reader, request.params.id);
      assertManager(reader);
      const { bytes, fileName } = await exportCasePdf(
        db,
        app.storage,
        config,
        reader,
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(fileName))
        .send(Buffer.from(bytes));
    },
  );

  app.put(
    '/api/admin/staff/:id/case-manager',
    {
      preHandler: requireStaff('admin'),
      schema: {
        summary: 'Grant or withdraw the case-manager permission',
        params: idParams,
        body: caseManagerGrantSchema,
        response: { 200: caseManagerGrantSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { caseManager } = request.body;
      const [member] = await db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(and(eq(staffUsers.id, id), isNull(staffUsers.removedAt)));
      if (!member) throw new HttpError(404, staffMessages.staffNotFound);
      await db.transaction(async (tx) => {
        if (caseManager) {
          await tx
            .insert(staffPermissionGrants)
            .values({ staffId: id, permission: 'case_manager' })
            .onConflictDoNothing();
        } else {
          await tx
            .delete(staffPermissionGrants)
            .where(
              and(
                eq(staffPermissionGrants.staffId, id),
                eq(staffPermissionGrants.permission, 'case_manager'),
              ),
            );
        }
        await recordAudit(tx, {
          actor: actorOf(request.staff),
          action: 'trustlink.case_manager_changed',
          target: `staff:${id}`,
          detail: { caseManager },
        });
      });
      return { caseManager };
    },
  );
};
