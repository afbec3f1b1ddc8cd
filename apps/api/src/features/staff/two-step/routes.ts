import {
  LOCKOUT_MINUTES,
  recoveryCodesSchema,
  staffMessages,
  staffSessionResponseSchema,
  totpConfirmSchema,
  totpEnrolmentSchema,
  TWO_STEP_RECENT_MINUTES,
  twoStepCodeSchema,
  twoStepMessages,
} from '@verdantia/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../../../audit/audit.ts';
import { refuseHeldBack } from '../../../auth/held-back.ts';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { SignInGuard } from '../../../auth/sign-in-guard.ts';
import { HttpError } from '../../../http/http-error.ts';
import { actorOf, errorResponses as errors, idParams, noContent } from '../../../http/route-kit.ts';
import { pseudonymousClientKey } from '../../../plugins/rate-limit-key.ts';
import { formRateLimit } from '../../../plugins/rate-limit.ts';
import { findStaff, publicStaff, staffTarget } from '../members.ts';
import { twoStepOf } from './state.ts';
import {
  checkSecondFactor,
  confirmTotpEnrolment,
  resetSecondFactor,
  startTotpEnrolment,
} from './second-factor.ts';

const tags = ['staff'];
const open = { twoStepOpen: true } as const;

function refuseCode(reply: FastifyReply, outcome: 'bad' | 'locked'): never {
  if (outcome === 'locked') {
    refuseHeldBack(reply, LOCKOUT_MINUTES * 60, {
      minutes: LOCKOUT_MINUTES,
      message: staffMessages.locked,
      wayOut: 'ask an administrator to reset your password',
    });
  }
  throw new HttpError(401, twoStepMessages.badCode);
}

/**
 * The second step of signing in, enrolment, and an admin's reset. Registered by the session
 * routes with their sign-in guard, so codes and passwords count on the same counters.
 */
export function twoStepRoutes(base: FastifyInstance, guard: SignInGuard) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const rateLimit = formRateLimit(config);
  const clientOf = (request: Parameters<typeof pseudonymousClientKey>[0]) =>
    pseudonymousClientKey(request, config.JWT_SECRET);

  app.post(
    '/api/admin/session/code',
    {
      schema: {
        tags,
        summary: 'Second step of sign-in: an authenticator code or a recovery code',
        body: twoStepCodeSchema,
        response: { 200: staffSessionResponseSchema, ...errors },
      },
      config: { rateLimit, ...open },
      onRequest: requireStaff(),
    },
    async (request, reply) => {
      const { staff } = request;
      if (staff.awaitingSecondFactor) {
        const outcome = await checkSecondFactor(app.db, guard, config, {
          staffId: staff.id,
          sessionId: staff.sessionId,
          code: request.body.code,
          client: clientOf(request),
        });
        if (outcome !== 'ok') refuseCode(reply, outcome);
      }
      const verified = { ...staff, awaitingSecondFactor: false };
      return { staff: publicStaff(staff), twoStep: twoStepOf(verified) };
    },
  );

  app.post(
    '/api/admin/two-step/totp/start',
    {
      schema: {
        tags,
        summary: 'Start setting up an authenticator app (QR code and secret)',
        response: { 200: totpEnrolmentSchema, ...errors },
      },
      config: { rateLimit, ...open },
      onRequest: requireStaff(),
    },
    async (request) => {
      const user = await findStaff(app.db, request.staff.id);
      if (!user || request.staff.awaitingSecondFactor) {
        throw new HttpError(401, twoStepMessages.codeRequired);
      }
      if (user.totpEnabledAt) throw new HttpError(409, twoStepMessages.alreadyEnrolled);
      return startTotpEnrolment(app.db, config, user);
    },
  );

  app.post(
    '/api/admin/two-step/totp/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm the authenticator app with a code: answers the recovery codes, once',
        body: totpConfirmSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
      config: { rateLimit, ...open },
      onRequest: requireStaff(),
    },
    async (request, reply) => {
      const user = await findStaff(app.db, request.staff.id);
      if (!user || request.staff.awaitingSecondFactor) {
        throw new HttpError(401, twoStepMessages.codeRequired);
      }
      if (user.totpEnabledAt) throw new HttpError(409, twoStepMessages.alreadyEnrolled);
      if (!user.totpPendingSecret) throw new HttpError(409, twoStepMessages.noEnrolment);
      const result = await confirmTotpEnrolment(app.db, guard, config, {
        user,
        sessionId: request.staff.sessionId,
        code: request.body.code,
        client: clientOf(request),
      });
      if (!Array.isArray(result)) refuseCode(reply, result);
      return { recoveryCodes: result };
    },
  );

  app.post(
    '/api/admin/staff/:id/two-step/reset',
    {
      schema: {
        tags,
        summary: "Reset a colleague's second factor (needs your own, given in the last 10 minutes)",
        params: idParams,
        response: { ...noContent, ...errors },
      },
      onRequest: requireStaff('admin'),
    },
    async (request, reply) => {
      const { staff } = request;
      const recent = staff.secondFactorAt
        ? Date.now() - staff.secondFactorAt.getTime() <= TWO_STEP_RECENT_MINUTES * 60_000
        : false;
      if (request.params.id === staff.id) throw new HttpError(403, twoStepMessages.selfReset);
      if (!recent) throw new HttpError(403, twoStepMessages.recentFactorRequired);
      const target = await findStaff(app.db, request.params.id);
      if (!target) throw new HttpError(404, staffMessages.staffNotFound);
      await app.db.transaction(async (tx) => {
        await resetSecondFactor(tx, target.id);
        await recordAudit(tx, {
          actor: actorOf(staff),
          action: 'staff.two_step_reset',
          target: staffTarget(target.id),
        });
      });
      return reply.code(204).send(null);
    },
  );
}
