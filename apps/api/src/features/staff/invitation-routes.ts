import {
  acceptInvitationSchema,
  invitationCreatedSchema,
  invitationPreviewResponseSchema,
  invitationPreviewSchema,
  invitationSchema,
  inviteStaffSchema,
  staffMessages,
  staffMemberResponseSchema,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../auth/require-staff.ts';
import { startStaffSession } from '../../auth/staff-sessions.ts';
import { HttpError } from '../../http/http-error.ts';
import { errorResponses as errors, idParams, noContent } from '../../http/route-kit.ts';
import { formRateLimit } from '../../plugins/rate-limit.ts';
import {
  acceptInvitation,
  inviteStaff,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitations.ts';
import { publicStaff } from './members.ts';

const tags = ['staff'];

/** Admins invite by e-mail; the invited person accepts with the link's token (public routes). */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const rateLimit = formRateLimit(config);

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
        response: { 201: invitationCreatedSchema, ...errors },
      },
      onRequest: requireStaff('admin'),
    },
    async (request, reply) => {
      const invitation = await inviteStaff(app.db, request.body, request.staff, config.PUBLIC_URL);
      if (!invitation) throw new HttpError(409, staffMessages.alreadyStaff);
      if (invitation === 'pending') throw new HttpError(409, staffMessages.invitationPending);
      // Without a mail server the e-mail only waits in the outbox: the admin is told so.
      const mailDelivery = config.SMTP_URL ? ('smtp' as const) : ('outbox' as const);
      return reply.code(201).send({ invitation, mailDelivery });
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
    '/api/admin/invitations/preview',
    {
      schema: {
        tags,
        summary: 'Who a pending invitation is for (pre-fills the accept page)',
        body: invitationPreviewSchema,
        response: { 200: invitationPreviewResponseSchema, ...errors },
      },
      config: { rateLimit, staffPublic: true },
    },
    async (request) => {
      const preview = await previewInvitation(app.db, request.body.token);
      if (!preview) throw new HttpError(404, staffMessages.invitationInvalid);
      return preview;
    },
  );

  app.post(
    '/api/admin/invitations/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invitation: set name and password, signs in',
        body: acceptInvitationSchema,
        response: { 201: staffMemberResponseSchema, ...errors },
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
};
