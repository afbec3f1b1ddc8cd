import {
  eraseLeadsSchema,
  erasureResultSchema,
  leadPageSchema,
  leadQuerySchema,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../audit/audit.ts';
import { requireStaff } from '../../../auth/require-staff.ts';
import { errorResponses as errors } from '../../../http/route-kit.ts';
import { leadsCsv } from './csv.ts';
import { eraseLeads } from './erasure.ts';
import { summaryOf } from './lead-summary.ts';
import type { LeadFilters } from './lead-union.ts';
import { pageOfLeads, queryLeads } from './service.ts';

const tags = ['leads-inbox'];

const filtersOf = (query: LeadFilters): LeadFilters => ({
  kind: query.kind,
  q: query.q || undefined,
  from: query.from,
  to: query.to,
  status: query.status,
});

// The inbox as a whole: the filtered list, its CSV export, and erasing one person's leads.
export const leadInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireStaff('admin');

  app.get(
    '/api/admin/leads',
    {
      schema: {
        tags,
        summary: 'Leads of every kind, newest first',
        querystring: leadQuerySchema,
        response: { 200: leadPageSchema, ...errors },
      },
      onRequest: admin,
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const filters = filtersOf(request.query);
      const { rows, total } = await pageOfLeads(app.db, filters, { page, pageSize });
      return {
        items: rows.map((lead) => ({
          kind: lead.kind,
          id: lead.id,
          createdAt: lead.createdAt.toISOString(),
          handledAt: lead.handledAt?.toISOString() ?? null,
          name: lead.name,
          email: lead.email,
          company: lead.company,
          summary: summaryOf(lead),
        })),
        total,
      };
    },
  );

  app.get(
    '/api/admin/leads/export.csv',
    {
      schema: {
        tags,
        summary: 'The filtered leads as CSV (UTF-8 with BOM)',
        querystring: leadQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const filters = filtersOf(request.query);
      const rows = await queryLeads(app.db, filters);
      await recordAudit(app.db, {
        actor: request.staff,
        action: 'leads.exported',
        detail: {
          count: rows.length,
          kind: filters.kind ?? null,
          status: filters.status ?? null,
          from: filters.from ?? null,
          to: filters.to ?? null,
          // The search text may be someone's name or address: only whether there was one.
          searched: Boolean(filters.q),
        },
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(leadsCsv(rows));
    },
  );

  app.post(
    '/api/admin/leads/erase',
    {
      schema: {
        tags,
        summary: "Erase one person's leads and their notifications (GDPR)",
        body: eraseLeadsSchema,
        response: { 200: erasureResultSchema, ...errors },
      },
      onRequest: admin,
    },
    async (request) => {
      const erased = await eraseLeads(app.db, request.body.email);
      await recordAudit(app.db, { actor: request.staff, action: 'leads.erased', detail: erased });
      return { erased };
    },
  );
};
