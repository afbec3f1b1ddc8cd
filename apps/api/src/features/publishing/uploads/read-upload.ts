import { MAX_UPLOAD_BYTES } from '@verdantia/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error.ts';

export const uploadMessages = {
  noFile: 'Please choose an image to upload.',
  tooLarge: `The image is too large. Please upload one of ${MAX_UPLOAD_BYTES / 1024 / 1024} MB or less.`,
  wrongType: 'This file is not a PNG, JPEG, WebP or GIF image.',
  oneFile: 'Please upload one image at a time.',
  noName: 'The file has no name. Please choose the image again.',
  malformed:
    'The upload could not be read: it is not complete multipart form data. Please choose the image again.',
  tooManyParts: 'The upload has too many fields. Please send only the image.',
} as const;

/** The multipart plugin's own limit errors, in words an editor understands. */
const pluginErrors: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, uploadMessages.tooLarge],
  FST_FILES_LIMIT: [400, uploadMessages.oneFile],
  FST_PARTS_LIMIT: [400, uploadMessages.tooManyParts],
  FST_FIELDS_LIMIT: [400, uploadMessages.tooManyParts],
};

/**
 * The one image of a multipart upload. Whatever is wrong with the form data itself (no boundary,
 * a body cut short, a broken part header, no file, two files, a file without a name) is the
 * client's mistake and answers 400 with a message, never 500.
 */
export async function readOneUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(400, uploadMessages.noFile);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (bytes) throw new HttpError(400, uploadMessages.oneFile);
      if (!part.filename) throw new HttpError(400, uploadMessages.noName);
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const known = pluginErrors[(error as { code?: string }).code ?? ''];
    if (known) throw new HttpError(known[0], known[1]);
    // Anything else the parser raises (busboy's "Boundary not found", "Unexpected end of form",
    // "Malformed part header", a premature close) describes the request, not the server.
    throw new HttpError(400, uploadMessages.malformed);
  }
  if (!bytes || bytes.length === 0) throw new HttpError(400, uploadMessages.noFile);
  return bytes;
}
