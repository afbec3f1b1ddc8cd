import {
  acceptInvitationSchema,
  auditPageSchema,
  changePasswordSchema,
  dashboardSchema,
  invitationSchema,
  inviteStaffSchema,
  pageQuerySchema,
  signInSchema,
  staffListItemSchema,
  staffMessages,
  staffSessionResponseSchema,
  updateStaffSchema,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAudit, recordAudit } from '../../audit/audit.ts';
import { createSignInGuard } from '../../auth/sign-in-guard.ts';
import { HttpError } from '../../http/http-error.ts';
import { formRateLimit } from '../../plugins/rate-limit.ts';
import { requireStaff } from '../../auth/require-staff.ts';
import {
  clearSessionCookie,
  revokeStaffSessions,
  startStaffSession,
} from '../../auth/staff-sessions.ts';
import { actorOf, errorResponses as errors, idParams, noContent } from '../../http/route-kit.ts';
import { dashboardCounts } from './dashboard.ts';
import {
  acceptInvitation,
  changePassword,
  changeRole,
  checkSignIn,
  ensureFirstAdmin,
  inviteStaff,
  listInvitations,
  listStaff,
  publicStaff,
  removeStaff,
  revokeInvitation,
} from './service.ts';

const tags = ['staff'];

const conflictMessage = {
  'not-found': staffMessages.staffNotFound,
  self: '',
  'last-admin': staffMessages.lastAdmin,
} as const;

// Staff accounts and sessions (DESIGN §7). Nothing here logs a body: it holds passwords.
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const rateLimit = formRateLimit(config);
  const signInGuard = createSignInGuard(app.counterStore, 'staff-sign-in');

  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const created = await ensureFirstAdmin(app.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    if (created) app.log.info('created the first admin account from ADMIN_EMAIL/ADMIN_PASSWORD');
  }

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
        client: request.ip,
      });
      if (result.outcome === 'locked') throw new HttpError(429, staffMessages.locked);
      if (result.outcome === 'bad-credentials') {
        throw new HttpError(401, staffMessages.badCredentials);
      }
      await startStaffSession(app.db, reply, config, result.staff.id);
      return { staff: publicStaff(result.staff) };
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
      onRequest: requireStaff(),
    },
    async (request) => ({ staff: publicStaff(request.staff) }),
  );

  app.delete(
    '/api/admin/session',
    {
      schema: { tags, summary: 'Sign out', response: { ...noContent, ...errors } },
      onRequest: requireStaff(),
    },
    async (request, reply) => {
      const { staff } = request;
      await app.db.transaction(async (tx) => {
        await revokeStaffSessions(tx, staff.id);
        await recordAudit(tx, {
          actor: actorOf(staff),
          action: 'staff.sign_out',
          target: `staff:${staff.id}`,
        });
      });
      // Only this browser's session really needs to end; ending the others too is the safer
      // reading of "sign out" on a shared back-office.
      clearSessionCookie(reply, config);
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
        client: request.ip,
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

  app.get(
    '/api/admin/staff',
    {
      schema: { tags, summary: 'Staff members', response: { 200: z.array(staffListItemSchema) } },
      onRequest: requireStaff('admin'),
    },
    async () => listStaff(app.db),
  );

  app.get(
    '/api/admin/staff/invitations',
    {
      schema: {
        tags,
        summary: 'Pending invitations',
        response: { 200: z.object({ items: z.array(invitationSchema) }) },
      },
      onRequest: requireStaff('admin'),
    },
    async () => ({ items: await listInvitations(app.db) }),
  );

  app.post(
    '/api/admin/staff/invitations',
    {
      schema: {
        tags,
        summary: 'Invite a staff member (e-mail through the outbox)',
        body: inviteStaffSchema,
        response: { 201: z.object({ invitation: invitationSchema }), ...errors },
      },
      onRequest: requireStaff('admin'),
    },
    async (request, reply) => {
      const invitation = await inviteStaff(app.db, request.body, request.staff, config.PUBLIC_URL);
      if (!invitation) throw new HttpError(409, staffMessages.alreadyStaff);
      return reply.code(201).send({ invitation });
    },
  );

  app.delete(
    '/api/admin/staff/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw a pending invitation',
        params: idParams,
        response: { ...noContent, ...errors },
      },
      onRequest: requireStaff('admin'),
    },
    async (request, reply) => {
      if (!(await revokeInvitation(app.db, request.params.id))) {
        throw new HttpError(404, 'There is no pending invitation with this id.');
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/invitations/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invitation: set name and password, signs in',
        body: acceptInvitationSchema,
        response: { 201: staffSessionResponseSchema, ...errors },
      },
      config: { rateLimit, staffPublic: true },
    },
    async (request, reply) => {
      const result = await acceptInvitation(app.db, request.body);
      if (result === 'invalid') throw new HttpError(400, staffMessages.invitationInvalid);
      if (result === 'exists') throw new HttpError(409, staffMessages.alreadyStaff);
      await startStaffSession(app.db, reply, config, result.id);
      return reply.code(201).send({ staff: publicStaff(result) });
    },
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      schema: {
        tags,
        summary: "Change a staff member's role",
        params: idParams,
        body: updateStaffSchema,
        response: { 200: staffSessionResponseSchema, ...errors },
      },
      onRequest: requireStaff('admin'),
    },
    async (request) => {
      const result = await changeRole(
        app.db,
        actorOf(request.staff),
        request.params.id,
        request.body.role,
      );
      if (!result.ok) {
        const message =
          result.reason === 'self' ? staffMessages.selfRoleChange : conflictMessage[result.reason];
        throw new HttpError(result.status, message);
      }
      return { staff: result.value };
    },
  );

  app.delete(
    '/api/admin/staff/:id',
    {
      schema: {
        tags,
        summary: 'Remove a staff member',
        params: idParams,
        response: { ...noContent, ...errors },
      },
      onRequest: requireStaff('admin'),
    },
    async (request, reply) => {
      const result = await removeStaff(app.db, actorOf(request.staff), request.params.id);
      if (!result.ok) {
        const message =
          result.reason === 'self' ? staffMessages.selfRemoval : conflictMessage[result.reason];
        throw new HttpError(result.status, message);
      }
      return reply.code(204).send(null);
    },
  );

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
    async (request) => dashboardCounts(app.db, request.staff.role),
  );
};
