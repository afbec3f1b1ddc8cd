import type { ApiError } from '@verdantia/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDataException, sqlState } from '../db/errors.ts';
import { errorMessages } from '../http/error-messages.ts';
import { EnvelopeError } from '../crypto/envelope.ts';
import { HttpError } from '../http/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Repeat `message` as `error` in error bodies: the newsletter form reads `data.error`. */
    legacyErrorField?: boolean;
  }
}

/** Fastify's own 4xx errors that have a clearer message for the client. */
const frameworkErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, errorMessages.emptyBody],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, errorMessages.invalidJson],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [400, errorMessages.contentType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, errorMessages.badRequest],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, errorMessages.tooLarge],
  FST_ERR_BAD_URL: [400, errorMessages.badUrl],
};

/** Other 4xx answers raised by plugins, by status. */
const statusMessages: Record<number, string> = {
  404: errorMessages.notFound,
  413: errorMessages.tooLarge,
  415: errorMessages.contentType,
  429: errorMessages.rateLimited,
};

/** Builds the uniform error body. */
export function errorBody(
  request: FastifyRequest,
  message: string,
  fieldErrors?: Record<string, string[]>,
): ApiError {
  const body: ApiError = { message };
  if (fieldErrors && Object.keys(fieldErrors).length > 0) body.fieldErrors = fieldErrors;
  if (request.routeOptions.config?.legacyErrorField) body.error = message;
  return body;
}

function validationFailure(error: FastifyError): {
  message: string;
  fieldErrors: Record<string, string[]>;
} {
  const fieldErrors: Record<string, string[]> = {};
  let wholeValueInvalid = false;
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (!field) wholeValueInvalid = true;
    else (fieldErrors[field] ??= []).push(issue.message ?? errorMessages.badRequest);
  }
  const fields = Object.values(fieldErrors);
  let message: string = errorMessages.invalidFields;
  if (error.validationContext !== 'body') message = errorMessages.invalidParameters;
  else if (wholeValueInvalid) message = errorMessages.notAnObject;
  else if (fields.length === 1 && fields[0]?.[0]) message = fields[0][0];
  return { message, fieldErrors };
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { message, fieldErrors } = validationFailure(error);
    return reply.code(400).send(errorBody(request, message, fieldErrors));
  }
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) return reply.code(known[0]).send(errorBody(request, known[1]));
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send(errorBody(request, error.message));
  }
  if (error instanceof EnvelopeError) {
    // Sealed under a DATA_KEY this instance lacks (instances with different keys, a rotation
    // without DATA_KEY_PREVIOUS) or damaged: a fault of the set-up, never of the visitor. The
    // key id is not secret; the content is never in the message.
    request.log.error({ keyId: error.missingKeyId }, 'sealed data could not be opened');
    return reply.code(409).send(errorBody(request, errorMessages.unreadable));
  }
  if (isDataException(error)) {
    // The shared schemas refuse such values first; log that one slipped through, without it.
    request.log.warn({ sqlState: sqlState(error) }, 'the database refused a value');
    return reply.code(400).send(errorBody(request, errorMessages.unstorable));
  }
  const status = error.statusCode ?? 500;
  const byStatus = statusMessages[status];
  if (byStatus) return reply.code(status).send(errorBody(request, byStatus));
  if (status >= 400 && status < 500) {
    return reply.code(status).send(errorBody(request, errorMessages.badRequest));
  }
  // Logged with the safe serializer: type, code, message and stack, never the request body.
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody(request, errorMessages.internal));
}

/** The uniform error handler, and JSON 404s for everything the web plugin does not answer. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const api = path === '/api' || path.startsWith('/api/');
    return reply
      .code(404)
      .send(errorBody(request, api ? errorMessages.apiNotFound : errorMessages.notFound));
  });
});

/** Fastify option `frameworkErrors`: answers a malformed URL before routing with the same body. */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return handleError(error, request, reply);
}
