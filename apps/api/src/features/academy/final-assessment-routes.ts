import {
  attemptAnswersSchema,
  attemptPaperSchema,
  attemptParamsSchema,
  attemptSubmittedSchema,
  courseIdParamsSchema,
  finalAssessmentStatusSchema,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardLearnerRoutes } from '../../auth/learner-tokens.ts';
import { HttpError } from '../../http/http-error.ts';
import { errorResponses as errors } from '../../http/route-kit.ts';
import { issueCertificate } from './certificates.ts';
import { assessmentStatus, startAttempt, submitAttempt } from './final-assessment.ts';

const tags = ['academy'];
const BASE = '/api/academy/website/assessment/:courseId';

/**
 * The learner's final assessment of a course, behind the learner token and scoped to its learner.
 * The paper carries no answers; the result (after submitting) carries them with explanations.
 */
export const finalAssessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  guardLearnerRoutes(app);
  const { db } = app;

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary:
          'Where the learner stands: attempts left, the wait, an open paper, the last result',
        params: courseIdParamsSchema,
        response: { 200: finalAssessmentStatusSchema, ...errors },
      },
    },
    async (request) => assessmentStatus(db, request.learner.id, request.params.courseId),
  );

  app.post(
    `${BASE}/attempts`,
    {
      schema: {
        tags,
        summary: 'Draw a paper (or get the open one back): questions and shuffled options only',
        params: courseIdParamsSchema,
        response: { 200: attemptPaperSchema, ...errors },
      },
    },
    async (request) => startAttempt(db, request.learner.id, request.params.courseId),
  );

  app.post(
    `${BASE}/attempts/:attemptId`,
    {
      schema: {
        tags,
        summary: 'Submit the answers once; the result shows the right options and explanations',
        params: attemptParamsSchema,
        body: attemptAnswersSchema,
        response: { 200: attemptSubmittedSchema, ...errors },
      },
    },
    async (request) => {
      const { courseId, attemptId } = request.params;
      const learnerId = request.learner.id;
      const result = await submitAttempt(db, learnerId, courseId, attemptId, request.body);
      if (result.passed) {
        // Issued now, so the certificate is there when the learner asks; an unconfirmed address
        // (409) or a revoked certificate (403) is explained when they ask for it.
        await issueCertificate(db, learnerId, courseId).catch((error: unknown) => {
          if (!(error instanceof HttpError)) throw error;
        });
      }
      return { result, status: await assessmentStatus(db, learnerId, courseId) };
    },
  );
};
