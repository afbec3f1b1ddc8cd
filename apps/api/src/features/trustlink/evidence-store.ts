import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { trustlinkMessages } from '@verdantia/domain';
import { openBytes, sealBytes } from '../../crypto/envelope.ts';
import { HttpError } from '../../http/http-error.ts';
import type { FileStorage } from '../../storage/index.ts';
import { cleanFileName } from './evidence-file-name.ts';
import { evidenceContentType } from './evidence-type.ts';
import type { UploadedFile } from './read-multipart.ts';
import { sealContext } from './sealed-case.ts';

// Evidence files are sealed with their case's data key before they reach the storage (a folder
// or S3), under a random name without extension: a copy of the upload folder reveals nothing.

const PREFIX = 'trustlink';

const evidenceContext = (interactionId: string, storageKey: string) =>
  `${sealContext(interactionId, 'evidence')}:${storageKey}`;

export interface CheckedEvidence extends UploadedFile {
  contentType: string;
}

/** @throws HttpError 415 with a clear message when the content is not an accepted kind. */
export async function checkEvidence(file: UploadedFile): Promise<CheckedEvidence> {
  const contentType = await evidenceContentType(file.bytes, file.fileName);
  if (!contentType) throw new HttpError(415, trustlinkMessages.fileType);
  return { ...file, fileName: cleanFileName(file.fileName), contentType };
}

/** Seals and stores the bytes. @returns the storage key. */
export async function putEvidence(
  storage: FileStorage,
  dataKey: Buffer,
  interactionId: string,
  file: CheckedEvidence,
): Promise<string> {
  const storageKey = `${PREFIX}/${randomBytes(16).toString('hex')}`;
  const sealed = sealBytes(dataKey, file.bytes, evidenceContext(interactionId, storageKey));
  await storage.put(storageKey, sealed, { contentType: 'application/octet-stream' });
  return storageKey;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The opened bytes, or undefined when the stored file is missing. */
export async function getEvidence(
  storage: FileStorage,
  dataKey: Buffer,
  interactionId: string,
  storageKey: string,
): Promise<Buffer | undefined> {
  const stored = await storage.get(storageKey);
  if (!stored) return undefined;
  return openBytes(dataKey, await readAll(stored.body), evidenceContext(interactionId, storageKey));
}
