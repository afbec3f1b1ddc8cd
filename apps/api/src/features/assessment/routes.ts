import {
  apiErrorSchema,
  assessmentMessages,
  assessmentParamsSchema,
  assessmentViewSchema,
  createAssessmentSchema,
  emailReportSchema,
  saveAnswersSchema,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';
import { formRateLimit } from '../../plugins/rate-limit.ts';
import { emailReport } from './email.ts';
import { assessmentReport } from './report.ts';
import {
  createAssessment,
  findAssessment,
  finishAssessment,
  saveAnswers,
  viewOf,
} from './service.ts';

const tags = ['assessment'];
const errors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
};
const params = assessmentParamsSchema;
const view = { 200: assessmentViewSchema, ...errors };

// The public self-assessment. The result ID in the path is the only key, so answers carry no
// cache and nothing here is logged. Scores are computed on the server from the stored answers.
export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = formRateLimit(app.config);
  const siteUrl = app.config.PUBLIC_URL;

  app.post(
    '/api/assessments',
    {
      schema: {
        tags,
        summary: 'Start an assessment (optionally a reassessment of a previous result)',
        body: createAssessmentSchema,
        response: { 201: assessmentViewSchema, ...errors },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const row = await createAssessment(app.db, request.body);
      return reply.code(201).header('cache-control', 'no-store').send(viewOf(row));
    },
  );

  app.get(
    '/api/assessments/:id',
    {
      schema: {
        tags,
        summary: 'An assessment, with its result once finished',
        params,
        response: view,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return viewOf(await findAssessment(app.db, request.params.id));
    },
  );

  app.put(
    '/api/assessments/:id/answers',
    {
      schema: {
        tags,
        summary: 'Save some or all answers while the assessment is in progress',
        params,
        body: saveAnswersSchema,
        response: view,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return viewOf(await saveAnswers(app.db, request.params.id, request.body.answers));
    },
  );

  app.post(
    '/api/assessments/:id/finish',
    {
      schema: {
        tags,
        summary: 'Score the saved answers and finish the assessment',
        description: 'Takes no body: any score sent is ignored, the server computes it.',
        params,
        response: view,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return viewOf(await finishAssessment(app.db, request.params.id));
    },
  );

  app.get(
    '/api/assessments/:id/report.pdf',
    {
      schema: {
        tags,
        summary: 'The PDF report of a finished assessment',
        params,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const row = await findAssessment(app.db, request.params.id);
      if (row.status !== 'finished') throw new HttpError(409, assessmentMessages.notFinished);
      const pdf = await assessmentReport(viewOf(row), siteUrl);
      const name = `esg-maturity-report-${row.id}.pdf`;
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/api/assessments/:id/email',
    {
      schema: {
        tags,
        summary: 'E-mail me the report (creates a lead for the back-office)',
        params,
        body: emailReportSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
      config: { rateLimit },
    },
    async (request) => {
      const row = await findAssessment(app.db, request.params.id);
      if (row.status !== 'finished') throw new HttpError(409, assessmentMessages.notFinished);
      await emailReport(app.db, viewOf(row), request.body.email, siteUrl);
      return { message: assessmentMessages.emailed };
    },
  );
};
