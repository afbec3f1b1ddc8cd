import { leadDetailSchema, leadRefParamsSchema, markHandledSchema } from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../audit/audit.ts';
import { requireStaff } from '../../../auth/require-staff.ts';
import { HttpError } from '../../../http/http-error.ts';
import { errorResponses as errors } from '../../../http/route-kit.ts';
import { findLead } from './service.ts';
import { setHandled } from './set-handled.ts';

const tags = ['leads-inbox'];
const notFound = 'There is no lead with this kind and id.';

// One lead: its fields, and marking it handled or new again.
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireStaff('admin');

  app.get(
    '/api/admin/leads/:kind/:id',
    {
      schema: {
        tags,
        summary: 'One lead with all its fields',
        params: leadRefParamsSchema,
        response: { 200: leadDetailSchema, ...errors },
      },
      onRequest: admin,
    },
    async (request) => {
      const lead = await findLead(app.db, request.params.kind, request.params.id);
      if (!lead) throw new HttpError(404, notFound);
      return lead;
    },
  );

  app.post(
    '/api/admin/leads/:kind/:id/handled',
    {
      schema: {
        tags,
        summary: 'Mark a lead handled, or new again',
        params: leadRefParamsSchema,
        body: markHandledSchema,
        response: {
          200: z.object({ kind: z.string(), id: z.number(), handledAt: z.string().nullable() }),
          ...errors,
        },
      },
      onRequest: admin,
    },
    async (request) => {
      const { kind, id } = request.params;
      const { handled } = request.body;
      const result = await setHandled(app.db, kind, id, handled);
      if (!result) throw new HttpError(404, notFound);
      await recordAudit(app.db, {
        actor: request.staff,
        action: handled ? 'leads.handled' : 'leads.reopened',
        target: `lead:${kind}:${id}`,
      });
      return { kind, id, handledAt: result.handledAt };
    },
  );
};
