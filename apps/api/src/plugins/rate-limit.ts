import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { HttpError } from '../http/http-error.ts';
import { errorMessages } from '../http/error-messages.ts';
import { pseudonymousClientKey } from './rate-limit-key.ts';
import { counterRateLimitStore } from './rate-limit-store.ts';

const WINDOW = '1 minute';

/**
 * Per-client limits (the address, stored only as a keyed hash): a global one for every route, and `formRateLimit` for the routes that write
 * (forms, sign-in). The counts live in the shared counter store (memory on the embedded default,
 * PostgreSQL or Redis otherwise), so every instance counts together.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  await app.register(rateLimit, {
    global: true,
    max: options.config.RATE_LIMIT_MAX,
    timeWindow: WINDOW,
    keyGenerator: (request) => pseudonymousClientKey(request, options.config.JWT_SECRET),
    store: counterRateLimitStore(app.counterStore),
    // The thrown error goes through the uniform error handler, which writes the body.
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, errorMessages.rateLimited),
  });
});

/** Route `config.rateLimit` for form endpoints. */
export function formRateLimit(config: Pick<Config, 'FORM_RATE_LIMIT_MAX'>) {
  return { max: config.FORM_RATE_LIMIT_MAX, timeWindow: WINDOW };
}
