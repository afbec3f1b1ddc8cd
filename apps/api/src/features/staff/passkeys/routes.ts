import {
  passkeyMessages,
  passkeyNameSchema,
  passkeyRegistrationSchema,
  passkeySchema,
  passkeySignInSchema,
  staffSessionResponseSchema,
} from '@verdantia/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../audit/audit.ts';
import { requireStaff } from '../../../auth/require-staff.ts';
import { startStaffSession } from '../../../auth/staff-sessions.ts';
import { staffPasskeys, staffUsers } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';
import { actorOf, errorResponses as errors, idParams, noContent } from '../../../http/route-kit.ts';
import { formRateLimit } from '../../../plugins/rate-limit.ts';
import { findStaff, publicStaff, staffTarget } from '../members.ts';
import { markVerified } from '../two-step/second-factor.ts';
import { checkPasskey, registerPasskey, registrationOptions, signInOptions } from './passkeys.ts';

const tags = ['staff'];
const options = z.object({ challenge: z.string() }).loose();

/** Passkeys: register, name and remove one's own; sign in with one instead of password + code. */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const rateLimit = formRateLimit(config);

  app.get(
    '/api/admin/passkeys',
    {
      schema: {
        tags,
        summary: 'My passkeys',
        response: { 200: z.array(passkeySchema), ...errors },
      },
      onRequest: requireStaff(),
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(staffPasskeys)
        .where(eq(staffPasskeys.staffId, request.staff.id))
        .orderBy(desc(staffPasskeys.createdAt));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      }));
    },
  );

  app.post(
    '/api/admin/passkeys/registration/options',
    {
      schema: { tags, summary: 'Start adding a passkey', response: { 200: options, ...errors } },
      config: { rateLimit },
      onRequest: requireStaff(),
    },
    async (request) => {
      const user = await findStaff(app.db, request.staff.id);
      if (!user) throw new HttpError(401, passkeyMessages.failed);
      return { ...(await registrationOptions(app.db, config, user)) };
    },
  );

  app.post(
    '/api/admin/passkeys/registration/verify',
    {
      schema: {
        tags,
        summary: 'Finish adding a passkey',
        body: passkeyRegistrationSchema,
        response: { 201: passkeySchema.pick({ id: true }), ...errors },
      },
      config: { rateLimit },
      onRequest: requireStaff(),
    },
    async (request, reply) => {
      const { staff } = request;
      const id = await registerPasskey(app.db, config, staff.id, request.body);
      if (id === undefined) throw new HttpError(400, passkeyMessages.failed);
      await recordAudit(app.db, {
        actor: actorOf(staff),
        action: 'staff.passkey_added',
        target: staffTarget(staff.id),
      });
      return reply.code(201).send({ id });
    },
  );

  app.patch(
    '/api/admin/passkeys/:id',
    {
      schema: {
        tags,
        summary: 'Rename a passkey',
        params: idParams,
        body: passkeyNameSchema,
        response: { ...noContent, ...errors },
      },
      onRequest: requireStaff(),
    },
    async (request, reply) => {
      const renamed = await app.db
        .update(staffPasskeys)
        .set({ name: request.body.name })
        .where(
          and(eq(staffPasskeys.id, request.params.id), eq(staffPasskeys.staffId, request.staff.id)),
        )
        .returning({ id: staffPasskeys.id });
      if (renamed.length === 0) throw new HttpError(404, passkeyMessages.notFound);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/admin/passkeys/:id',
    {
      schema: {
        tags,
        summary: 'Remove a passkey',
        params: idParams,
        response: { ...noContent, ...errors },
      },
      onRequest: requireStaff(),
    },
    async (request, reply) => {
      const { staff } = request;
      const removed = await app.db
        .delete(staffPasskeys)
        .where(and(eq(staffPasskeys.id, request.params.id), eq(staffPasskeys.staffId, staff.id)))
        .returning({ id: staffPasskeys.id });
      if (removed.length === 0) throw new HttpError(404, passkeyMessages.notFound);
      await recordAudit(app.db, {
        actor: actorOf(staff),
        action: 'staff.passkey_removed',
        target: staffTarget(staff.id),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/passkeys/sign-in/options',
    {
      schema: { tags, summary: 'Start signing in with a passkey', response: { 200: options } },
      config: { rateLimit, staffPublic: true },
    },
    async () => ({ ...(await signInOptions(app.db, config)) }),
  );

  app.post(
    '/api/admin/passkeys/sign-in/verify',
    {
      schema: {
        tags,
        summary: 'Sign in with a passkey (instead of password and code)',
        body: passkeySignInSchema,
        response: { 200: staffSessionResponseSchema, ...errors },
      },
      config: { rateLimit, staffPublic: true },
    },
    async (request, reply) => {
      const staffId = await checkPasskey(app.db, config, request.body.response);
      const [user] = staffId
        ? await app.db
            .select()
            .from(staffUsers)
            .where(and(eq(staffUsers.id, staffId), isNull(staffUsers.removedAt)))
        : [];
      if (!user) throw new HttpError(401, passkeyMessages.failed);
      // A passkey with user verification is both factors: the session starts verified.
      const sessionId = await startStaffSession(app.db, reply, config, user.id);
      await markVerified(app.db, sessionId);
      await recordAudit(app.db, {
        actor: actorOf(user),
        action: 'staff.passkey_sign_in',
        target: staffTarget(user.id),
      });
      const twoStep = user.totpEnabledAt ? 'verified' : ('not-required' as const);
      return { staff: publicStaff(user), twoStep: twoStep as 'verified' | 'not-required' };
    },
  );
};
