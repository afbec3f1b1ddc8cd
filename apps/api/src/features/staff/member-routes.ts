import {
  staffListItemSchema,
  staffMessages,
  staffMemberResponseSchema,
  updateStaffSchema,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit.ts';
import { requireStaff } from '../../auth/require-staff.ts';
import { HttpError } from '../../http/http-error.ts';
import { actorOf, errorResponses as errors, idParams, noContent } from '../../http/route-kit.ts';
import { changeRole, removeStaff, unlockStaff } from './member-changes.ts';
import { staffTarget } from './members.ts';
import { listStaff } from './staff-list.ts';

const tags = ['staff'];

const conflictMessage = {
  'not-found': staffMessages.staffNotFound,
  self: '',
  'last-admin': staffMessages.lastAdmin,
} as const;

/** Admins manage the staff: roles, removal, unlocking a locked account. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = requireStaff('admin');

  app.get(
    '/api/admin/staff',
    {
      schema: { tags, summary: 'Staff members', response: { 200: z.array(staffListItemSchema) } },
      onRequest: admins,
    },
    async () => listStaff(app.db),
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      schema: {
        tags,
        summary: "Change a staff member's role",
        params: idParams,
        body: updateStaffSchema,
        response: { 200: staffMemberResponseSchema, ...errors },
      },
      onRequest: admins,
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
      onRequest: admins,
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

  app.post(
    '/api/admin/staff/:id/unlock',
    {
      schema: {
        tags,
        summary: 'Lift the failed-sign-in lock of an account',
        params: idParams,
        response: { ...noContent, ...errors },
      },
      onRequest: admins,
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await unlockStaff(app.db, id))) throw new HttpError(404, staffMessages.staffNotFound);
      await recordAudit(app.db, {
        actor: actorOf(request.staff),
        action: 'staff.unlocked',
        target: staffTarget(id),
      });
      return reply.code(204).send(null);
    },
  );
};
