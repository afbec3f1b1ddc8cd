import {
  apiErrorSchema,
  assessmentMessages,
  assessmentParamsSchema,
  assessmentViewSchema,
  createAssessmentSchema,
  confirmContactSchema,
  emailReportSchema,
  saveAnswersSchema,
} from '@verdantia/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';
import { formRateLimit } from '../../plugins/rate-limit.ts';
import { authenticateStaff, staffCookieName } from '../../auth/staff-sessions.ts';
import { confirmContact, emailReport } from './email.ts';
import { assessmentReport } from './report.ts';
import { createAssessment, findAssessment, finishAssessment, saveAnswers } from './service.ts';
import { viewOf } from './view.ts';

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
const message = { 200: z.object({ message: z.string() }), ...errors };

/** A run started by signed-in staff (trying the questionnaire out) stays out of every benchmark. */
async function isStaff(request: FastifyRequest, reply: FastifyReply) {
  if (!request.cookies[staffCookieName(request.server.config)]) return false;
  try {
    await authenticateStaff(request, reply);
    return true;
  } catch {
    return false;
  }
}

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
      const row = await createAssessment(app.db, request.body, await isStaff(request, reply));
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(await viewOf(app.db, row));
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
      return viewOf(app.db, await findAssessment(app.db, request.params.id));
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
      return viewOf(app.db, await saveAnswers(app.db, request.params.id, request.body.answers));
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
      return viewOf(app.db, await finishAssessment(app.db, request.params.id));
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
      const pdf = await assessmentReport(await viewOf(app.db, row), siteUrl);
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
        summary:
          'E-mail me the report (once per address; a lead only after the recipient confirms)',
        params,
        body: emailReportSchema,
        response: message,
      },
      // Each request mails an address the client chose: a tight hourly limit per client.
      config: { rateLimit: { max: app.config.REPORT_MAIL_RATE_LIMIT_MAX, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const row = await findAssessment(app.db, request.params.id);
      if (row.status !== 'finished') throw new HttpError(409, assessmentMessages.notFinished);
      await emailReport(app.db, await viewOf(app.db, row), request.body.email, siteUrl);
      return { message: assessmentMessages.emailed };
    },
  );

  app.post(
    '/api/assessments/:id/contact',
    {
      schema: {
        tags,
        summary: 'Confirm, from the report e-mail, that our team may contact the recipient',
        params,
        body: confirmContactSchema,
        response: message,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await confirmContact(app.db, request.params.id, request.body.token);
      return { message: assessmentMessages.contactConfirmed };
    },
  );
};
