import {
  caseAssignSchema,
  caseDashboardSchema,
  caseDetailSchema,
  caseHandlersSchema,
  caseMessages,
  caseNoteSchema,
  casePageSchema,
  caseQuerySchema,
  caseQuestionSchema,
  caseStatusChangeSchema,
  idParamSchema,
} from '@verdantia/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../../auth/require-staff.ts';
import { trustlinkEvidence } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';
import { errorResponses as errors, idParams } from '../../../http/route-kit.ts';
import {
  addNote,
  assignCase,
  caseHandlers,
  changeStatus,
  recordCaseAction,
  sendQuestion,
} from './case-actions.ts';
import { caseDetail, loadCase } from './case-detail.ts';
import { caseDashboard, listCases } from './case-list.ts';
import { servedFileName } from '../evidence-file-name.ts';
import { servedType } from '../evidence-mimes.ts';
import { getEvidence } from '../evidence-store.ts';
import { readableCase } from './readable-case.ts';
import { attachment } from '../../../http/attachment.ts';

/** The TrustLink case console: administrators and case handlers only. */
export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage } = app;
  const handlers = requireStaff('admin', 'case_handler');
  const detail = { 200: caseDetailSchema, ...errors };

  app.get(
    '/api/admin/trustlink/dashboard',
    {
      preHandler: handlers,
      schema: {
        summary: 'TrustLink case counts',
        response: { 200: caseDashboardSchema, ...errors },
      },
    },
    async () => caseDashboard(db),
  );

  app.get(
    '/api/admin/trustlink/cases',
    {
      preHandler: handlers,
      schema: {
        summary: 'TrustLink cases, filtered',
        querystring: caseQuerySchema,
        response: { 200: casePageSchema, ...errors },
      },
    },
    async (request) => listCases(db, config, request.query, request.staff.id),
  );

  app.get(
    '/api/admin/trustlink/handlers',
    {
      preHandler: handlers,
      schema: {
        summary: 'Staff a case can be assigned to',
        response: { 200: caseHandlersSchema, ...errors },
      },
    },
    async () => ({ items: await caseHandlers(db) }),
  );

  app.get(
    '/api/admin/trustlink/cases/:id',
    {
      preHandler: handlers,
      schema: { summary: 'One TrustLink case in full', params: idParams, response: detail },
    },
    async (request) => {
      const { id } = request.params;
      const answer = await caseDetail(db, config, id);
      // Reading a report is an access to confidential data: it goes on the case's trail.
      await recordCaseAction(db, id, request.staff, 'trustlink.viewed');
      return answer;
    },
  );

  app.post(
    '/api/admin/trustlink/cases/:id/status',
    {
      preHandler: handlers,
      schema: {
        summary: 'Move a case along the workflow',
        params: idParams,
        body: caseStatusChangeSchema,
        response: detail,
      },
    },
    async (request) => {
      const { id } = request.params;
      await changeStatus(
        db,
        config,
        request.staff,
        id,
        request.body.status,
        request.body.closureReason,
      );
      return caseDetail(db, config, id);
    },
  );

  app.post(
    '/api/admin/trustlink/cases/:id/messages',
    {
      preHandler: handlers,
      schema: {
        summary: 'Write to the reporter',
        params: idParams,
        body: caseQuestionSchema,
        response: detail,
      },
    },
    async (request) => {
      await sendQuestion(db, config, request.staff, request.params.id, request.body.body);
      return caseDetail(db, config, request.params.id);
    },
  );

  app.post(
    '/api/admin/trustlink/cases/:id/notes',
    {
      preHandler: handlers,
      schema: {
        summary: 'Add an internal note',
        params: idParams,
        body: caseNoteSchema,
        response: detail,
      },
    },
    async (request) => {
      await addNote(db, config, request.staff, request.params.id, request.body.body);
      return caseDetail(db, config, request.params.id);
    },
  );

  app.post(
    '/api/admin/trustlink/cases/:id/assignee',
    {
      preHandler: handlers,
      schema: {
        summary: 'Assign the case to a handler (null: nobody)',
        params: idParams,
        body: caseAssignSchema,
        response: detail,
      },
    },
    async (request) => {
      await assignCase(db, config, request.staff, request.params.id, request.body.staffId);
      return caseDetail(db, config, request.params.id);
    },
  );

  app.get(
    '/api/admin/trustlink/cases/:id/evidence/:evidenceId',
    {
      preHandler: handlers,
      schema: {
        summary: 'Download an evidence file (decrypted, as an attachment)',
        params: z.object({ id: idParamSchema.shape.id, evidenceId: idParamSchema.shape.id }),
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, evidenceId } = request.params;
      const row = await loadCase(db, id);
      const [file] = await db
        .select()
        .from(trustlinkEvidence)
        .where(and(eq(trustlinkEvidence.id, evidenceId), eq(trustlinkEvidence.interactionId, id)));
      if (!file) throw new HttpError(404, caseMessages.evidenceNotFound);
      const cipher = readableCase(config, row);
      const bytes = await getEvidence(storage, cipher.dataKey, row.interactionId, file.storageKey);
      if (!bytes) throw new HttpError(404, caseMessages.evidenceNotFound);
      await recordCaseAction(db, id, request.staff, 'trustlink.evidence_downloaded', {
        evidence: file.id,
        size: file.size,
      });
      // Saved under the extension of the type found in the content, never the reporter's own.
      const name = servedFileName(cipher.openName(file.sealedName), file.contentType);
      return reply
        .type(servedType(file.contentType))
        .header('content-disposition', attachment(name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
};
