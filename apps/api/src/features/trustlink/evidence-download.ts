import type { FastifyReply } from 'fastify';
import { attachment } from '../../http/attachment.ts';
import { servedFileName } from './evidence-file-name.ts';
import { servedType } from './evidence-mimes.ts';

/**
 * Hands an opened evidence file to staff or to its reporter the one safe way: as a download
 * (never shown by the browser), under the extension of the type found in its content (never the
 * name it came with), with nosniff, a sandboxing policy and no caching.
 */
export function sendEvidence(
  reply: FastifyReply,
  file: { fileName: string; contentType: string },
  bytes: Buffer,
) {
  return reply
    .type(servedType(file.contentType))
    .header('content-disposition', attachment(servedFileName(file.fileName, file.contentType)))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'no-store')
    .send(bytes);
}
