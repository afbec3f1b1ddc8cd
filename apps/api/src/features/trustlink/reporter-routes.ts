import {
  apiErrorSchema,
  FOLLOW_UP_BUSINESS_DAYS,
  followUpDueDate,
  followUpRequestSchema,
  followUpResponseSchema,
  idParamSchema,
  interactionCreatedSchema,
  interactionSubmissionSchema,
  reporterRemarkSchema,
  trustlinkMessages,
} from '@verdantia/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { burnVerification, verifyPassword } from '../../auth/passwords.ts';
import {
  trustlinkEvents,
  trustlinkEvidence,
  trustlinkInteractions,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { and, eq } from 'drizzle-orm';
import { uploadSlots } from '../../http/upload-slots.ts';
import { createInteraction, newCase } from './create-interaction.ts';
import { sendEvidence } from './evidence-download.ts';
import {
  discardEvidence,
  getEvidence,
  publishEvidence,
  storeEvidence,
  type EvidenceSeal,
} from './evidence-store.ts';
import { submissionInput, validationBody } from './parse-form.ts';
import { createPinGuard, pseudonymousClient } from './pin-guard.ts';
import { lastField, readMultipartForm } from './read-multipart.ts';
import { closeReporterSession, openReporterSession, reporterCase } from './reporter-sessions.ts';
import { addReporterRemark, finalReplyOpen, findCase, followUpView } from './reporter-view.ts';
import { caseCipher, ringOf } from './sealed-case.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * The reporter's side of TrustLink: submit, follow up with ID and PIN, read and answer in a short
 * session. These routes log nothing at info level (no request lines at all) and their rate-limit
 * keys are pseudonyms: a reporter's address and browser are never stored or logged.
 */
export const reporterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage } = app;
  const pins = createPinGuard(app.counterStore, config);
  // Forms read at once, across both upload routes: beyond the cap, 503 before the body is read.
  const slots = uploadSlots(config.TRUSTLINK_MAX_UPLOADS, trustlinkMessages.uploadsBusy);
  const readForm = (request: FastifyRequest, seal: EvidenceSeal) =>
    readMultipartForm(
      request,
      (file) => storeEvidence(storage, seal, file),
      (file) => discardEvidence(storage, file),
    );
  const rateLimit = {
    max: config.FORM_RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => pseudonymousClient(request, config.JWT_SECRET),
  };
  const quiet = { logLevel: 'warn' as const, config: { rateLimit } };

  app.post(
    '/api/stakeholder-interactions',
    {
      ...quiet,
      schema: {
        summary: 'Submit a TrustLink interaction (multipart; reporter and involvedPersons as JSON)',
        consumes: ['multipart/form-data'],
        response: { 201: interactionCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      slots.run(request, reply, async () => {
        const drawn = await newCase(db, config);
        const form = await readForm(request, drawn);
        let interactionId: string;
        try {
          const parsed = interactionSubmissionSchema.safeParse(submissionInput(form));
          if (!parsed.success) {
            await discardEvidence(storage, form.file);
            return reply.code(400).send(validationBody(parsed.error));
          }
          interactionId = await createInteraction(db, config, drawn, parsed.data, form.file);
        } catch (error) {
          await discardEvidence(storage, form.file);
          throw error;
        }
        await publishEvidence(storage, form.file, request.log);
        const createdAt = new Date();
        return reply.code(201).send({
          interactionId,
          createdAt: createdAt.toISOString(),
          followUpBy: followUpDueDate(createdAt, FOLLOW_UP_BUSINESS_DAYS)
            .toISOString()
            .slice(0, 10),
          retentionDays: config.TRUSTLINK_RETENTION_DAYS,
        });
      }),
  );

  app.post(
    '/api/stakeholder-interactions/followUp',
    {
      ...quiet,
      schema: {
        summary: 'Follow up on an interaction with its ID and PIN (opens a 30-minute session)',
        body: followUpRequestSchema,
        response: { 200: followUpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { intId, password } = request.body;
      const check = await pins.begin(request, intId);
      if (check.kind === 'rate-limited')
        throw new HttpError(429, trustlinkMessages.tooManyRequests);
      if (check.kind === 'locked') throw new HttpError(429, trustlinkMessages.locked);
      const [row] = await db
        .select()
        .from(trustlinkInteractions)
        .where(eq(trustlinkInteractions.interactionId, intId));
      const right = row
        ? await verifyPassword(row.pinHash, password)
        : await burnVerification(password);
      if (!row || !right) {
        const nowLocked = await pins.failed(check);
        throw new HttpError(
          401,
          nowLocked ? trustlinkMessages.locked : trustlinkMessages.notAuthorized,
        );
      }
      await pins.succeeded(check);
      await openReporterSession(db, config, reply, row.id);
      return followUpView(db, config, row);
    },
  );

  app.get(
    '/api/stakeholder-interactions/session',
    {
      ...quiet,
      schema: {
        summary: "Re-read the case of the reporter's follow-up session",
        response: { 200: followUpResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findCase(db, await reporterCase(db, request));
      if (!row) throw new HttpError(401, trustlinkMessages.sessionEnded);
      return followUpView(db, config, row);
    },
  );

  app.get(
    '/api/stakeholder-interactions/session/files/:fileId',
    {
      ...quiet,
      schema: {
        summary: "Download a file of the session's case (the reporter's own, or one from staff)",
        params: z.object({ fileId: idParamSchema.shape.id }),
        response: { 200: z.any(), ...errors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await findCase(db, await reporterCase(db, request));
      if (!row) throw new HttpError(401, trustlinkMessages.sessionEnded);
      // Only a file of the session's own case: any other ID is simply not there.
      const [file] = await db
        .select()
        .from(trustlinkEvidence)
        .where(
          and(
            eq(trustlinkEvidence.id, request.params.fileId),
            eq(trustlinkEvidence.interactionId, row.id),
          ),
        );
      if (!file) throw new HttpError(404, trustlinkMessages.fileNotFound);
      const cipher = caseCipher(ringOf(config), row);
      const bytes = await getEvidence(storage, cipher.dataKey, row.interactionId, file.storageKey);
      if (!bytes) throw new HttpError(404, trustlinkMessages.fileNotFound);
      // In the case trail, with no address or browser: which file, and that the reporter took it.
      await db.insert(trustlinkEvents).values({
        interactionId: row.id,
        action: 'trustlink.reporter_downloaded',
        detail: { evidence: file.id },
      });
      const fileName = cipher.openName(file.sealedName);
      return sendEvidence(reply, { fileName, contentType: file.contentType }, bytes);
    },
  );

  app.post(
    '/api/stakeholder-interactions/session/remarks',
    {
      ...quiet,
      schema: {
        summary: 'Add a remark (multipart: remark, optional evidences file) to the session case',
        consumes: ['multipart/form-data'],
        response: { 201: followUpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The session first: without one, nothing of the body is read.
      const caseId = await reporterCase(db, request);
      return slots.run(request, reply, async () => {
        const row = await findCase(db, caseId);
        if (!row) throw new HttpError(401, trustlinkMessages.sessionEnded);
        // A closed case takes one last reply within its window; checked again under a lock.
        if (!finalReplyOpen(row)) throw new HttpError(409, trustlinkMessages.caseClosed);
        const { dataKey } = caseCipher(ringOf(config), row);
        const form = await readForm(request, { dataKey, interactionId: row.interactionId });
        try {
          const parsed = reporterRemarkSchema.safeParse({ remark: lastField(form, 'remark') });
          if (!parsed.success) {
            await discardEvidence(storage, form.file);
            return reply.code(400).send(validationBody(parsed.error));
          }
          await addReporterRemark(db, config, row, parsed.data.remark, form.file);
        } catch (error) {
          await discardEvidence(storage, form.file);
          throw error;
        }
        await publishEvidence(storage, form.file, request.log);
        return reply.code(201).send(await followUpView(db, config, (await findCase(db, caseId))!));
      });
    },
  );

  app.delete(
    '/api/stakeholder-interactions/session',
    {
      ...quiet,
      schema: {
        summary: 'End the follow-up session (closing the follow-up window)',
        response: { 204: z.null().describe('No content'), ...errors },
      },
    },
    async (request, reply) => {
      await closeReporterSession(db, config, request, reply);
      return reply.code(204).send(null);
    },
  );
};
