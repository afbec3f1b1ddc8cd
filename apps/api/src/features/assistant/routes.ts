import { apiErrorSchema, explainRequestSchema, explainResponseSchema } from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildAssistant } from './ask.ts';
import { assistantRateLimit, feedbackRoutes } from './feedback-routes.ts';
import type { LlmSettings } from './llm.ts';
import { assistantAdminRoutes } from './admin/routes.ts';
import { recordQuestion } from './stats.ts';

const tags = ['assistant'];

// The Internal Audit Standards assistant. Questions are never logged (people type personal
// details into chat boxes); stats.ts keeps counts only.
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const llm: LlmSettings | null =
    config.LLM_BASE_URL && config.LLM_API_KEY && config.LLM_MODEL
      ? {
          baseUrl: config.LLM_BASE_URL,
          apiKey: config.LLM_API_KEY,
          model: config.LLM_MODEL,
          timeoutMs: config.LLM_TIMEOUT_MS,
        }
      : null;
  // Built once here, at start-up: every question is then answered from memory.
  const assistant = buildAssistant(llm);

  app.post(
    '/api/explain',
    {
      schema: {
        tags,
        summary: 'Ask the Internal Audit Standards assistant',
        description:
          'Answers from the knowledge base (and, when configured, an LLM writing from the same ' +
          'passages only, and only when it cites nothing else). `history` carries up to five ' +
          'earlier turns, so a follow-up ("what evidence shows it?") is answered about the ' +
          'standard cited before. Questions the Standards do not cover get no sources.',
        body: explainRequestSchema,
        response: {
          200: explainResponseSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { rateLimit: assistantRateLimit(config) },
    },
    async (request) => {
      const { query, history } = request.body;
      const answered = await assistant.answer(query, history);
      try {
        await recordQuestion(app.db, config.JWT_SECRET, query, answered.retrieved.cited);
      } catch (error) {
        // The statistics are a nicety: a failed count never costs the visitor the answer.
        request.log.warn({ err: (error as Error).name }, 'assistant statistics not recorded');
      }
      return answered.response;
    },
  );

  await feedbackRoutes(app);
  await assistantAdminRoutes(app, assistant);
};
