import {
  apiErrorSchema,
  assistantFeedbackSchema,
  assistantMessages,
  checklistParamsSchema,
  conformanceChecklistSchema,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/http-error.ts';
import { noContent } from '../../http/route-kit.ts';
import { checklistFor } from './checklist.ts';
import { recordFeedback } from './feedback.ts';

const tags = ['assistant'];
type App = Parameters<FastifyPluginAsyncZod>[0];

/** One limit per client for asking and voting, with the assistant's own message. */
export const assistantRateLimit = (config: App['config']) => ({
  max: config.ASSISTANT_RATE_LIMIT_MAX,
  timeWindow: '1 minute',
  errorResponseBuilder: (_request: unknown, context: { statusCode: number }) =>
    new HttpError(context.statusCode, assistantMessages.rateLimited),
});

/** Votes on answers and the conformance checklists. */
export async function feedbackRoutes(app: App) {
  const { config } = app;

  app.post(
    '/api/assistant/feedback',
    {
      schema: {
        tags,
        summary: 'Say whether an answer helped (👍/👎, optional reason)',
        description:
          'Stores the vote with the question, the cited entries and the knowledge-base ' +
          'version; nothing about the person (no IP address, session or user agent).',
        body: assistantFeedbackSchema,
        response: { ...noContent, 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { rateLimit: assistantRateLimit(config) },
    },
    async (request, reply) => {
      await recordFeedback(app.db, config.JWT_SECRET, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/assistant/checklist/:number',
    {
      schema: {
        tags,
        summary: 'The conformance checklist of one standard: requirements and evidence',
        params: checklistParamsSchema,
        response: { 200: conformanceChecklistSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const checklist = checklistFor(request.params.number);
      if (!checklist) throw new HttpError(404, `There is no standard ${request.params.number}.`);
      reply.header('cache-control', 'public, max-age=3600');
      return checklist;
    },
  );
}
