import { signedInSessionsSchema, twoStepMessages } from '@verdantia/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../audit/audit.ts';
import { requireStaff } from '../../auth/require-staff.ts';
import { staffSessions } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { actorOf, errorResponses as errors, idParams, noContent } from '../../http/route-kit.ts';
import { staffTarget } from './members.ts';

const tags = ['staff'];

/**
 * "Where you're signed in": a member's own sessions (created, last seen, browser family; no IP is
 * stored), ending one of them, or every one but this browser's. An ended session's next request
 * answers 401.
 */
export const sessionListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/sessions',
    {
      schema: {
        tags,
        summary: "Where you're signed in: your sessions",
        response: { 200: signedInSessionsSchema, ...errors },
      },
      onRequest: requireStaff(),
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(staffSessions)
        .where(
          and(
            eq(staffSessions.staffId, request.staff.id),
            eq(staffSessions.awaitingSecondFactor, false),
          ),
        )
        .orderBy(desc(staffSessions.lastSeenAt));
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        browser: row.browser ?? 'Unknown browser',
        current: row.id === request.staff.sessionId,
      }));
    },
  );

  app.delete(
    '/api/admin/sessions/others',
    {
      schema: {
        tags,
        summary: 'Sign out everywhere else (keeps this browser signed in)',
        response: { ...noContent, ...errors },
      },
      onRequest: requireStaff(),
    },
    async (request, reply) => {
      const { staff } = request;
      await app.db.transaction(async (tx) => {
        await tx
          .delete(staffSessions)
          .where(and(eq(staffSessions.staffId, staff.id), ne(staffSessions.id, staff.sessionId)));
        await recordAudit(tx, {
          actor: actorOf(staff),
          action: 'staff.signed_out_elsewhere',
          target: staffTarget(staff.id),
        });
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/admin/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Sign out one of your sessions',
        params: idParams,
        response: { ...noContent, ...errors },
      },
      onRequest: requireStaff(),
    },
    async (request, reply) => {
      const { staff } = request;
      const ended = await app.db.transaction(async (tx) => {
        const rows = await tx
          .delete(staffSessions)
          .where(and(eq(staffSessions.id, request.params.id), eq(staffSessions.staffId, staff.id)))
          .returning({ id: staffSessions.id });
        if (rows.length === 0) return false;
        await recordAudit(tx, {
          actor: actorOf(staff),
          action: 'staff.session_ended',
          target: staffTarget(staff.id),
        });
        return true;
      });
      if (!ended) throw new HttpError(404, twoStepMessages.sessionNotFound);
      return reply.code(204).send(null);
    },
  );
};
