import {
  apiErrorSchema,
  caseAssignSchema,
  caseDashboardSchema,
  caseDetailSchema,
  caseHandlersQuerySchema,
  caseHandlersSchema,
  caseMessages,
  caseNoteSchema,
  casePageSchema,
  caseQuerySchema,
  caseQuestionSchema,
  caseStatusChangeSchema,
  idParamSchema,
  trustlinkMessages,
} from '@verdantia/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../../auth/require-staff.ts';
import { trustlinkEvidence } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';
import { errorResponses as errors, idParams } from '../../../http/route-kit.ts';
import { uploadSlots } from '../../../http/upload-slots.ts';
import {
  addNote,
  closedCaseMessage,
  assignCase,
  caseHandlers,
  changeStatus,
  recordCaseAction,
  recordCaseOpened,
  sendQuestion,
} from './case-actions.ts';
import { caseDetail, loadCase } from './case-detail.ts';
import { caseDashboard, listCases } from './case-list.ts';
import { sendEvidence } from '../evidence-download.ts';
import { discardEvidence, getEvidence, publishEvidence, storeEvidence } from '../evidence-store.ts';
import { validationBody } from '../parse-form.ts';
import { lastField, readMultipartForm } from '../read-multipart.ts';
import { readableCase } from './readable-case.ts';
import type { StaffPrincipal } from '../../../auth/staff-sessions.ts';
import { assertManager, assertVisible, readerOf } from './case-access.ts';

/**
 * The TrustLink case console: administrators and case handlers by role, and within that only the
 * cases each may see (case-access.ts): any other case answers 404.
 */
export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage } = app;
  const handlers = requireStaff('admin', 'case_handler');
  const detail = { 200: caseDetailSchema, ...errors };
  // Files staff send, read at once by this process: beyond the cap, 503 before the body is read.
  const slots = uploadSlots(config.TRUSTLINK_MAX_UPLOADS, trustlinkMessages.uploadsBusy);
  /** The reader, once the case is known to be visible to them. @throws HttpError 404 */
  const visibleCase = async (staff: StaffPrincipal, id: number) => {
    const reader = readerOf(staff);
    await assertVisible(db, reader, id);
    return reader;
  };

  app.get(
    '/api/admin/trustlink/dashboard',
    {
      preHandler: handlers,
      schema: {
        summary: 'TrustLink case counts',
        response: { 200: caseDashboardSchema, ...errors },
      },
    },
    async (request) => caseDashboard(db, readerOf(request.staff)),
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
    async (request) => listCases(db, config, request.query, readerOf(request.staff)),
  );

  app.get(
    '/api/admin/trustlink/handlers',
    {
      preHandler: handlers,
      schema: {
        summary: 'Staff a case can be assigned to (with caseId: not those excluded from it)',
        querystring: caseHandlersQuerySchema,
        response: { 200: caseHandlersSchema, ...errors },
      },
    },
    // Only case managers assign, so only they are shown whom to.
    async (request) => {
      const reader = readerOf(request.staff);
      return { items: reader.caseManager ? await caseHandlers(db, request.query.caseId) : [] };
    },
  );

  app.get(
    '/api/admin/trustlink/cases/:id',
    {
      preHandler: handlers,
      schema: { summary: 'One TrustLink case in full', params: idParams, response: detail },
    },
    async (request) => {
      const { id } = request.params;
      const reader = await visibleCase(request.staff, id);
      const answer = await caseDetail(db, config, id, reader);
      // Reading a report is an access to confidential data: it goes on the case's trail, once
      // per session (every action reloads the case).
      await recordCaseOpened(db, id, request.staff);
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
      const reader = await visibleCase(request.staff, id);
      await changeStatus(
        db,
        config,
        request.staff,
        id,
        request.body.status,
        request.body.closureReason,
        request.body.outcome,
      );
      return caseDetail(db, config, id, reader);
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
      const reader = await visibleCase(request.staff, request.params.id);
      await sendQuestion(db, config, request.staff, request.params.id, request.body.body);
      return caseDetail(db, config, request.params.id, reader);
    },
  );

  app.post(
    '/api/admin/trustlink/cases/:id/messages/file',
    {
      preHandler: handlers,
      schema: {
        summary:
          'Write to the reporter with one file (multipart: body, file): checked, cleaned and sealed like evidence',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { ...detail, 413: apiErrorSchema, 415: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const reader = await visibleCase(request.staff, id);
      // Refused before a byte of the file is read.
      const row = await loadCase(db, id);
      if (row.status === 'closed') throw new HttpError(409, closedCaseMessage);
      const seal = { dataKey: readableCase(config, row).dataKey, interactionId: row.interactionId };
      return slots.run(request, reply, async () => {
        const form = await readMultipartForm(
          request,
          (file) => storeEvidence(storage, seal, file),
          (file) => discardEvidence(storage, file),
        );
        try {
          const parsed = caseQuestionSchema.safeParse({ body: lastField(form, 'body') });
          if (!parsed.success) {
            await discardEvidence(storage, form.file);
            return reply.code(400).send(validationBody(parsed.error));
          }
          await sendQuestion(db, config, request.staff, id, parsed.data.body, form.file);
        } catch (error) {
          await discardEvidence(storage, form.file);
          throw error;
        }
        await publishEvidence(storage, form.file, request.log);
        return caseDetail(db, config, id, reader);
      });
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
      const reader = await visibleCase(request.staff, request.params.id);
      await addNote(db, config, request.staff, request.params.id, request.body.body);
      return caseDetail(db, config, request.params.id, reader);
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
      const reader = await visibleCase(request.staff, request.params.id);
      assertManager(reader);
      await assignCase(db, config, request.staff, request.params.id, request.body.staffId);
      return caseDetail(db, config, request.params.id, reader);
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
      await visibleCase(request.staff, id);
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
      const fileName = cipher.openName(file.sealedName);
      return sendEvidence(reply, { fileName, contentType: file.contentType }, bytes);
    },
  );
};
