import {
  changePasswordSchema,
  signInSchema,
  LOCKOUT_MINUTES,
  staffMessages,
  staffSessionResponseSchema,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../audit/audit.ts';
import { refuseHeldBack } from '../../auth/held-back.ts';
import { requireStaff } from '../../auth/require-staff.ts';
import { createSignInGuard } from '../../auth/sign-in-guard.ts';
import {
  clearExpiredMarker,
  clearSessionCookie,
  endStaffSession,
  revokeStaffSessions,
  startStaffSession,
} from '../../auth/staff-sessions.ts';
import { HttpError } from '../../http/http-error.ts';
import { actorOf, errorResponses as errors, noContent } from '../../http/route-kit.ts';
import { pseudonymousClientKey } from '../../plugins/rate-limit-key.ts';
import { formRateLimit } from '../../plugins/rate-limit.ts';
import { publicStaff, staffTarget } from './members.ts';
import { changePassword, checkSignIn } from './sign-in.ts';
import { twoStepRoutes } from './two-step/routes.ts';
import { twoStepOf } from './two-step/state.ts';

/** Sign-out tells the browser to drop what it kept of the back-office (cache, storage). */
const CLEAR_SITE_DATA = '"cache", "storage"';

const tags = ['staff'];

// Signing in and out, and one's own password. Nothing here logs a body: it holds passwords.
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const rateLimit = formRateLimit(config);
  const signInGuard = createSignInGuard(app.counterStore, 'staff-sign-in');

  app.post(
    '/api/admin/session',
    {
      schema: {
        tags,
        summary: 'Staff sign-in',
        body: signInSchema,
        response: { 200: staffSessionResponseSchema, ...errors },
      },
      config: { rateLimit, staffPublic: true },
    },
    async (request, reply) => {
      const result = await checkSignIn(app.db, signInGuard, {
        ...request.body,
        client: pseudonymousClientKey(request, config.JWT_SECRET),
      });
      if (result.outcome === 'locked') {
        refuseHeldBack(reply, result.retryAfterSeconds, {
          minutes: LOCKOUT_MINUTES,
          message: staffMessages.locked,
          wayOut: 'ask an administrator to reset your password',
        });
      }
      if (result.outcome === 'bad-credentials') {
        throw new HttpError(401, staffMessages.badCredentials);
      }
      // With a second factor the session opens nothing but the code step until the code is given.
      const awaitingSecondFactor = result.staff.totpEnabledAt !== null;
      await startStaffSession(app.db, reply, config, result.staff.id, awaitingSecondFactor);
      const twoStep = twoStepOf({
        ...result.staff,
        awaitingSecondFactor,
        hasSecondFactor: awaitingSecondFactor,
      });
      return { staff: publicStaff(result.staff), twoStep };
    },
  );

  app.get(
    '/api/admin/session',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member',
        response: { 200: staffSessionResponseSchema, ...errors },
      },
      config: { twoStepOpen: true },
      onRequest: requireStaff(),
    },
    async (request) => ({ staff: publicStaff(request.staff), twoStep: twoStepOf(request.staff) }),
  );

  app.delete(
    '/api/admin/session',
    {
      schema: {
        tags,
        summary: "Sign out (this browser's session only)",
        response: { ...noContent, ...errors },
      },
      config: { twoStepOpen: true },
      onRequest: requireStaff(),
    },
    async (request, reply) => {
      const { staff } = request;
      await app.db.transaction(async (tx) => {
        await endStaffSession(tx, staff.sessionId);
        await recordAudit(tx, {
          actor: actorOf(staff),
          action: 'staff.sign_out',
          target: staffTarget(staff.id),
        });
      });
      clearSessionCookie(reply, config);
      clearExpiredMarker(reply, config);
      reply.header('clear-site-data', CLEAR_SITE_DATA);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/admin/sessions',
    {
      schema: {
        tags,
        summary: 'Sign out everywhere (every session of the signed-in member)',
        response: { ...noContent, ...errors },
      },
      config: { twoStepOpen: true },
      onRequest: requireStaff(),
    },
    async (request, reply) => {
      const { staff } = request;
      await app.db.transaction(async (tx) => {
        await revokeStaffSessions(tx, staff.id);
        await recordAudit(tx, {
          actor: actorOf(staff),
          action: 'staff.signed_out_everywhere',
          target: staffTarget(staff.id),
        });
      });
      clearSessionCookie(reply, config);
      clearExpiredMarker(reply, config);
      reply.header('clear-site-data', CLEAR_SITE_DATA);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/password',
    {
      schema: {
        tags,
        summary: 'Change my password (ends my other sessions)',
        body: changePasswordSchema,
        response: { ...noContent, ...errors },
      },
      config: { rateLimit },
      onRequest: requireStaff(),
    },
    async (request, reply) => {
      const { staff } = request;
      const result = await changePassword(app.db, signInGuard, actorOf(staff), {
        ...request.body,
        client: pseudonymousClientKey(request, config.JWT_SECRET),
      });
      if (result === 'locked') throw new HttpError(429, staffMessages.locked);
      if (result === 'wrong') {
        return reply.code(400).send({
          message: staffMessages.wrongCurrentPassword,
          fieldErrors: { currentPassword: [staffMessages.wrongCurrentPassword] },
        });
      }
      await revokeStaffSessions(app.db, staff.id, staff.sessionId);
      return reply.code(204).send(null);
    },
  );

  // The second factor counts on this same guard: wrong codes and wrong passwords share one lock.
  twoStepRoutes(app, signInGuard);
};
