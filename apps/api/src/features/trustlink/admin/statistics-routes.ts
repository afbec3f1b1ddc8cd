import { caseStatisticsQuerySchema, caseStatisticsSchema } from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../../auth/require-staff.ts';
import { attachment } from '../../../http/attachment.ts';
import { errorResponses as errors } from '../../../http/route-kit.ts';
import { assertManager, readerOf } from './case-access.ts';
import { caseStatistics, statisticsCsv, statisticsFileName } from './case-statistics.ts';

/** The channel's figures, for case managers: on screen and as a CSV for annual reporting. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const handlers = requireStaff('admin', 'case_handler');

  app.get(
    '/api/admin/trustlink/statistics',
    {
      preHandler: handlers,
      schema: {
        summary: 'TrustLink figures for a date range (small counts shown as "<5")',
        querystring: caseStatisticsQuerySchema,
        response: { 200: caseStatisticsSchema, ...errors },
      },
    },
    async (request) => {
      assertManager(readerOf(request.staff));
      return caseStatistics(db, request.query);
    },
  );

  app.get(
    '/api/admin/trustlink/statistics.csv',
    {
      preHandler: handlers,
      schema: {
        summary: 'The same figures as CSV (ESRS G1 whistleblowing figures)',
        querystring: caseStatisticsQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      assertManager(readerOf(request.staff));
      const figures = await caseStatistics(db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(statisticsFileName(figures)))
        .send(statisticsCsv(figures));
    },
  );
};
