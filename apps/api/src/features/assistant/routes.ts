import {
  apiErrorSchema,
  assistantMessages,
  assistantStatsSchema,
  explainRequestSchema,
  explainResponseSchema,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../auth/require-staff.ts';
import { HttpError } from '../../http/http-error.ts';
import { errorResponses } from '../../http/route-kit.ts';
import { composeAnswer } from './answer.ts';
import { writeWithLlm, type LlmSettings } from './llm.ts';
import { buildRetrieval } from './retrieval.ts';
import { readStats, recordQuestion } from './stats.ts';

const tags = ['assistant'];

// The Internal Audit Standards assistant. Questions are never logged (people type personal
// details into chat boxes); stats.ts keeps counts only.
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Built once here, at start-up: every question is then answered from memory.
  const retrieval = buildRetrieval();
  const llm: LlmSettings | null =
    config.LLM_BASE_URL && config.LLM_API_KEY && config.LLM_MODEL
      ? {
          baseUrl: config.LLM_BASE_URL,
          apiKey: config.LLM_API_KEY,
          model: config.LLM_MODEL,
          timeoutMs: config.LLM_TIMEOUT_MS,
        }
      : null;

  app.post(
    '/api/explain',
    {
      schema: {
        tags,
        summary: 'Ask the Internal Audit Standards assistant',
        description:
          'Answers from the knowledge base (and, when configured, an LLM writing from the same ' +
          'passages only). Out-of-scope or empty questions get a polite answer without sources.',
        body: explainRequestSchema,
        response: {
          200: explainResponseSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: {
        rateLimit: {
          max: config.ASSISTANT_RATE_LIMIT_MAX,
          timeWindow: '1 minute',
          errorResponseBuilder: (_request, context) =>
            new HttpError(context.statusCode, assistantMessages.rateLimited),
        },
      },
    },
    async (request) => {
      const { query } = request.body;
      const cited = retrieval.search(query);
      const offline = composeAnswer(cited, retrieval);
      try {
        await recordQuestion(app.db, config.JWT_SECRET, query, cited);
      } catch (error) {
        // The statistics are a nicety: a failed count never costs the visitor the answer.
        request.log.warn({ err: (error as Error).name }, 'assistant statistics not recorded');
      }
      if (!llm || cited.length === 0) return offline;
      const written = await writeWithLlm(llm, query, cited);
      return written ? { ...offline, answer: written } : offline;
    },
  );

  app.get(
    '/api/admin/assistant/stats',
    {
      schema: {
        tags,
        summary: 'What people ask the assistant: topics most asked, questions left unanswered',
        response: { 200: assistantStatsSchema, ...errorResponses },
      },
      onRequest: requireStaff('admin', 'editor'),
    },
    async () => readStats(app.db),
  );
};
