import {
  adminAssessmentListSchema,
  medalDistributionKeys,
  pageQuerySchema,
} from '@verdantia/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../../auth/require-staff.ts';
import { assessments } from '../../../db/schema/index.ts';
import { errorResponses as errors } from '../../../http/route-kit.ts';

const PAGE_SIZE = 25;

// Finished assessments for admins: organisation, score, medal and date, and how the medals are
// distributed over all of them.
export const assessmentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/assessments',
    {
      schema: {
        tags: ['assessment'],
        summary: 'Finished assessments, newest first, with the distribution of medals',
        querystring: pageQuerySchema,
        response: { 200: adminAssessmentListSchema, ...errors },
      },
      onRequest: requireStaff('admin'),
    },
    async (request) => {
      const finished = eq(assessments.status, 'finished');
      const [rows, counts] = await Promise.all([
        app.db
          .select({
            id: assessments.id,
            organisation: assessments.organisation,
            score: assessments.overall,
            medal: assessments.medal,
            finishedAt: assessments.finishedAt,
          })
          .from(assessments)
          .where(finished)
          .orderBy(desc(assessments.finishedAt), desc(assessments.id))
          .limit(PAGE_SIZE)
          .offset((request.query.page - 1) * PAGE_SIZE),
        app.db
          .select({ medal: assessments.medal, count: sql<number>`count(*)::int` })
          .from(assessments)
          .where(finished)
          .groupBy(assessments.medal),
      ]);
      const distribution = Object.fromEntries(
        medalDistributionKeys.map((key) => [key, 0]),
      ) as Record<(typeof medalDistributionKeys)[number], number>;
      let total = 0;
      for (const { medal, count } of counts) {
        distribution[(medal ?? 'beginning') as keyof typeof distribution] = Number(count);
        total += Number(count);
      }
      return {
        items: rows.map((row) => ({
          id: row.id,
          organisation: row.organisation,
          score: row.score ?? 0,
          medal: row.medal,
          finishedAt: row.finishedAt!.toISOString(),
        })),
        total,
        distribution,
      };
    },
  );
};
