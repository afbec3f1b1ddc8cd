import {
  assistantEvaluationCaseListSchema,
  assistantEvaluationCaseSchema,
  assistantFeedbackListSchema,
  assistantStatsSchema,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../../auth/require-staff.ts';
import { errorResponses, noContent } from '../../../http/route-kit.ts';
import type { Assistant } from '../ask.ts';
import { listFeedback } from '../feedback.ts';
import { addEvaluationCase, listEvaluationCases } from './evaluation-cases.ts';
import { readStats } from '../stats.ts';

const tags = ['assistant'];
type App = Parameters<FastifyPluginAsyncZod>[0];

/** The staff room: what people ask, the answers voted down, and the evaluation set. */
export async function assistantAdminRoutes(app: App, assistant: Assistant) {
  const staffOnly = requireStaff('admin', 'editor');

  app.get(
    '/api/admin/assistant/stats',
    {
      schema: {
        tags,
        summary: 'What people ask the assistant: topics most asked, questions left unanswered',
        response: { 200: assistantStatsSchema, ...errorResponses },
      },
      onRequest: staffOnly,
    },
    async () => readStats(app.db),
  );

  app.get(
    '/api/admin/assistant/feedback',
    {
      schema: {
        tags,
        summary: 'Answers visitors voted on, the most voted down first',
        response: { 200: assistantFeedbackListSchema, ...errorResponses },
      },
      onRequest: staffOnly,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listFeedback(app.db);
    },
  );

  app.get(
    '/api/admin/assistant/evaluation-cases',
    {
      schema: {
        tags,
        summary: 'Questions staff added to the evaluation set, with what is cited for each today',
        response: { 200: assistantEvaluationCaseListSchema, ...errorResponses },
      },
      onRequest: staffOnly,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listEvaluationCases(app.db, assistant);
    },
  );

  app.post(
    '/api/admin/assistant/evaluation-cases',
    {
      schema: {
        tags,
        summary: 'Add a question and its expected standards to the evaluation set',
        body: assistantEvaluationCaseSchema,
        response: { ...noContent, ...errorResponses },
      },
      onRequest: staffOnly,
    },
    async (request, reply) => {
      await addEvaluationCase(app.db, request.body);
      return reply.code(204).send(null);
    },
  );
}
