import { outboxItemSchema, outboxPageSchema, outboxQuerySchema } from '@verdantia/domain';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../audit/audit.ts';
import { requireStaff } from '../../../auth/require-staff.ts';
import { HttpError } from '../../../http/http-error.ts';
import { errorResponses as errors, idParams } from '../../../http/route-kit.ts';
import { findOutboxMessage, listOutbox, retryOutboxMessage } from './service.ts';

const tags = ['outbox'];
/** How long a retry waits for the send before answering with the message as it then stands. */
const RETRY_WAIT_MS = 10_000;

/** The outgoing e-mail, for admins only: what was sent, what waits, what failed. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireStaff('admin');

  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags,
        summary: 'Outgoing e-mail, newest first (50 a page)',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, ...errors },
      },
      onRequest: admin,
    },
    async (request) => listOutbox(app.db, request.query.status, request.query.page),
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    {
      schema: {
        tags,
        summary: 'Send a failed or waiting message again now',
        params: idParams,
        response: { 200: z.object({ message: outboxItemSchema }), ...errors },
      },
      onRequest: admin,
    },
    async (request) => {
      const { id } = request.params;
      const result = await retryOutboxMessage(app.db, id);
      if (result === 'not-found') throw new HttpError(404, 'There is no message with this id.');
      if (result === 'sent') throw new HttpError(409, 'This message has already been sent.');
      await recordAudit(app.db, {
        actor: request.staff,
        action: 'outbox.retried',
        target: `outbox:${id}`,
      });
      // When this instance sends mail, try at once, so the answer says how the retry went
      // (sent, or failed with its new error); otherwise it is queued for the worker.
      const worker = app.mailWorker;
      if (!worker) return { message: result };
      await Promise.race([worker.drain(), delay(RETRY_WAIT_MS)]);
      return { message: (await findOutboxMessage(app.db, id)) ?? result };
    },
  );
};
