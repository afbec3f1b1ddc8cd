import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessages } from './error-messages.ts';
import { HttpError } from './http-error.ts';

/** Limits of one multipart route, as busboy takes them. */
export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

/** The words a multipart route answers with, in its own terms (an image, a video, a form). */
export interface MultipartMessages {
  /** The request is not multipart form data at all. */
  notMultipart: string;
  /** The form data itself is broken: no boundary, a body cut short, a bad part header. */
  malformed: string;
  fileTooLarge: string;
  tooManyFiles: string;
  tooManyParts: string;
  /** Any other limit the plugin raises; the malformed message unless a route says otherwise. */
  otherLimit?: string;
}

/**
 * The multipart plugin, registered once for the whole app; each route passes its own limits to
 * `readMultipart`. A multipart body sent to a route that does not consume one is refused as
 * before the plugin was registered: the route reads JSON.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart);
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const consumes = request.routeOptions.schema?.consumes ?? [];
    if (!consumes.includes('multipart/form-data')) {
      throw new HttpError(400, errorMessages.contentType);
    }
  });
});

function limitError(error: unknown, messages: MultipartMessages): HttpError {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, messages.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, messages.tooManyFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(400, messages.tooManyParts);
  }
  if (code.startsWith('FST_')) return new HttpError(400, messages.otherLimit ?? messages.malformed);
  // busboy's "Boundary not found", "Unexpected end of form", "Malformed part header", a premature
  // close: they describe the request, not the server.
  return new HttpError(400, messages.malformed);
}

/**
 * Hands each part of a multipart request to `onPart`, in order, within the route's limits. Whatever
 * is wrong with the form data itself is the client's mistake and answers 400 (413 for a file over
 * the limit) with the route's message, never 500; an HttpError from `onPart` passes through.
 * A file part must be consumed by `onPart` (read, streamed to storage or resumed).
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
  messages: MultipartMessages,
  onPart: (part: Multipart) => Promise<void>,
): Promise<void> {
  if (!request.isMultipart()) throw new HttpError(400, messages.notMultipart);
  try {
    for await (const part of request.parts({ limits })) await onPart(part);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw limitError(error, messages);
  }
}
