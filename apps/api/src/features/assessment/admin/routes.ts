import { adminAssessmentListSchema, pageQuerySchema } from '@verdantia/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../../auth/require-staff.ts';
import { assessments } from '../../../db/schema/index.ts';
import { errorResponses as errors } from '../../../http/route-kit.ts';
import { assessmentsCsv } from './csv.ts';
import { medalDistribution, peerGroups } from './groups.ts';

const PAGE_SIZE = 25;
/** The export holds every finished assessment, up to a size a spreadsheet opens comfortably. */
const EXPORT_LIMIT = 50_000;
const finished = eq(assessments.status, 'finished');

// Finished assessments for admins: organisation, profile, score, medal and date; how medals and
// pillar scores are distributed by size band and sector; and the list as CSV.
export const assessmentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/assessments',
    {
      schema: {
        tags: ['assessment'],
        summary: 'Finished assessments, newest first, with the distributions by medal and group',
        querystring: pageQuerySchema,
        response: { 200: adminAssessmentListSchema, ...errors },
      },
      onRequest: requireStaff('admin'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [rows, { distribution, total }, groups] = await Promise.all([
        app.db
          .select()
          .from(assessments)
          .where(finished)
          .orderBy(desc(assessments.finishedAt), desc(assessments.id))
          .limit(PAGE_SIZE)
          .offset((request.query.page - 1) * PAGE_SIZE),
        medalDistribution(app.db),
        peerGroups(app.db),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          organisation: row.organisation,
          sizeBand: row.sizeBand ?? '',
          sector: row.sector ?? '',
          testRun: row.testRun,
          score: row.overall ?? 0,
          medal: row.medal,
          finishedAt: row.finishedAt!.toISOString(),
        })),
        total,
        distribution,
        groups,
      };
    },
  );

  app.get(
    '/api/admin/assessments.csv',
    {
      schema: {
        tags: ['assessment'],
        summary: 'Every finished assessment as CSV (formula cells neutralised)',
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
      onRequest: requireStaff('admin'),
    },
    async (_request, reply) => {
      const rows = await app.db
        .select()
        .from(assessments)
        .where(finished)
        .orderBy(desc(assessments.finishedAt), desc(assessments.id))
        .limit(EXPORT_LIMIT);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="assessments.csv"')
        .send(assessmentsCsv(rows));
    },
  );
};
