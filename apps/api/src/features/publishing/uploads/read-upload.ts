import { MAX_UPLOAD_BYTES } from '@verdantia/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error.ts';
import { readMultipart } from '../../../http/multipart.ts';

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

const limits = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 };

const messages = {
  notMultipart: uploadMessages.noFile,
  malformed: uploadMessages.malformed,
  fileTooLarge: uploadMessages.tooLarge,
  tooManyFiles: uploadMessages.oneFile,
  tooManyParts: uploadMessages.tooManyParts,
};

/**
 * The one image of a multipart upload. Whatever is wrong with the form data itself (no boundary,
 * a body cut short, a broken part header, no file, two files, a file without a name) is the
 * client's mistake and answers 400 with a message, never 500.
 */
export async function readOneUpload(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  await readMultipart(request, limits, messages, async (part) => {
    if (part.type !== 'file') return;
    if (bytes) throw new HttpError(400, uploadMessages.oneFile);
    if (!part.filename) throw new HttpError(400, uploadMessages.noName);
    bytes = await part.toBuffer();
  });
  if (!bytes || bytes.length === 0) throw new HttpError(400, uploadMessages.noFile);
  return bytes;
}
