import { createHash, randomBytes } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { trustlinkMessages } from '@verdantia/domain';
import type { FastifyBaseLogger } from 'fastify';
import { openBytes, sealStream } from '../../crypto/envelope.ts';
import { HttpError } from '../../http/http-error.ts';
import type { FileStorage } from '../../storage/index.ts';
import { isCleanable, isZipContainer, withoutMetadata, zipWithinLimits } from './evidence-clean.ts';
import { cleanFileName, refusedExtension } from './evidence-file-name.ts';
import { evidenceContentType, HEAD_BYTES, PlainTextCheck } from './evidence-type.ts';
import type { Database } from '../../db/client.ts';
import { trustlinkEvidence } from '../../db/schema/index.ts';
import { sealContext, type CaseCipher } from './sealed-case.ts';

// Evidence files are sealed with their case's data key as they arrive, before they reach the
// storage (a folder or S3), under a random name without extension: a copy of the upload folder
// reveals nothing. A file is written under a pending name (`.partial`), its row is committed,
// then it is published under its key; a crash in between leaves only what the sweep clears.

export const EVIDENCE_PREFIX = 'trustlink/';
export const PENDING_SUFFIX = '.partial';

const evidenceContext = (interactionId: string, storageKey: string) =>
  `${sealContext(interactionId, 'evidence')}:${storageKey}`;

/** What an evidence file is sealed for: its case's data key and interaction ID. */
export interface EvidenceSeal {
  dataKey: Buffer;
  interactionId: string;
}

/** A checked, sealed file stored under its pending name, waiting for its row. */
export interface PendingEvidence {
  /** The key it is published under (and sealed for). */
  storageKey: string;
  pendingKey: string;
  /** The reporter's name for it, cleaned: shown to staff as text only. */
  fileName: string;
  contentType: string;
  /** Size of the stored copy (without metadata where it was removed). */
  size: number;
  /** SHA-256 (hex) of the file exactly as it was received. */
  originalSha256: string;
  /** Whether hidden details were removed; null for types that have none TrustLink removes. */
  metadataRemoved: boolean | null;
}

/** A file part as the multipart reader hands it over. */
export interface IncomingFile {
  fileName: string;
  stream: Readable & { truncated?: boolean };
}

/** Counts and hashes the bytes, keeps the start of the file and checks for text as they pass. */
function inspector() {
  const text = new PlainTextCheck();
  const hash = createHash('sha256');
  const state = { size: 0, head: Buffer.alloc(0), text, hash };
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      state.size += chunk.length;
      hash.update(chunk);
      if (state.head.length < HEAD_BYTES) {
        state.head = Buffer.concat([state.head, chunk.subarray(0, HEAD_BYTES - state.head.length)]);
      }
      text.push(chunk);
      done(null, chunk);
    },
  });
  return { transform, state };
}

/**
 * Streams one uploaded file, sealed, to storage under a pending name, holding no more than its
 * first megabyte (for the type check). Refused names are refused before a byte is read.
 * @param cleanTimeLimitMs how long removing hidden details may take (tests shorten it)
 * @returns the pending evidence, or undefined for the empty, unnamed part of an empty file input.
 * @throws HttpError 415 (name or content refused), 413 (over the limit), 400 (empty file).
 */
export async function storeEvidence(
  storage: FileStorage,
  seal: EvidenceSeal,
  file: IncomingFile,
  cleanTimeLimitMs?: number,
): Promise<PendingEvidence | undefined> {
  const fileName = cleanFileName(file.fileName);
  const refused = refusedExtension(file.fileName) ?? refusedExtension(fileName);
  if (refused) {
    file.stream.resume();
    throw new HttpError(415, trustlinkMessages.fileNameRefused(refused));
  }
  const storageKey = `${EVIDENCE_PREFIX}${randomBytes(16).toString('hex')}`;
  const pendingKey = `${storageKey}${PENDING_SUFFIX}`;
  const { transform, state } = inspector();
  const sealed = sealStream(seal.dataKey, evidenceContext(seal.interactionId, storageKey));
  const discard = () => storage.delete(pendingKey).catch(() => {});
  try {
    const stored = storage.putStream(pendingKey, sealed, {
      contentType: 'application/octet-stream',
    });
    await Promise.all([pipeline(file.stream, transform, sealed), stored]);
  } catch (error) {
    await discard();
    throw error;
  }
  const fail = async (status: number, message: string) => {
    await discard();
    return new HttpError(status, message);
  };
  if (file.stream.truncated) throw await fail(413, trustlinkMessages.fileTooLarge);
  if (state.size === 0) {
    await discard();
    // A browser sends an unnamed, empty part for a file input left empty.
    if (!file.fileName) return undefined;
    throw new HttpError(400, trustlinkMessages.fileEmpty);
  }
  const contentType = await evidenceContentType(state.head, fileName, state.text.end());
  if (!contentType) throw await fail(415, trustlinkMessages.fileType);
  const stored = { storageKey, pendingKey, fileName, contentType, size: state.size };
  const originalSha256 = state.hash.digest('hex');
  if (!isCleanable(contentType) && !isZipContainer(contentType)) {
    return { ...stored, originalSha256, metadataRemoved: null };
  }
  // Types with a container to check or details to remove: read back (at most the upload limit,
  // 10 MB), check, and store the clean copy in place of the original.
  const original = await getEvidence(
    storage,
    seal.dataKey,
    seal.interactionId,
    storageKey,
    pendingKey,
  );
  if (!original) throw new Error('pending evidence vanished before it was checked');
  if (isZipContainer(contentType) && !zipWithinLimits(original)) {
    throw await fail(413, trustlinkMessages.archiveTooLarge);
  }
  if (!isCleanable(contentType)) return { ...stored, originalSha256, metadataRemoved: null };
  let clean: Buffer;
  try {
    clean = await withoutMetadata(original, contentType, cleanTimeLimitMs);
  } catch {
    // Damaged, encrypted or not rewritten in time: kept as received, and staff are told nothing
    // could be removed.
    return { ...stored, originalSha256, metadataRemoved: false };
  }
  // Storage never overwrites a key: the original goes first (no row names it yet).
  await storage.delete(pendingKey);
  const resealed = sealStream(seal.dataKey, evidenceContext(seal.interactionId, storageKey));
  await Promise.all([
    pipeline(Readable.from([clean]), resealed),
    storage.putStream(pendingKey, resealed, { contentType: 'application/octet-stream' }),
  ]).catch(async (error: unknown) => {
    await discard();
    throw error;
  });
  return { ...stored, size: clean.length, originalSha256, metadataRemoved: true };
}

/**
 * The row of a stored file, bound to its case and, when it came with one, to its message (a
 * reporter's remark or a staff message); its name is sealed with the case's key.
 */
export async function insertEvidenceRow(
  tx: Database,
  cipher: Pick<CaseCipher, 'sealName'>,
  bound: { interactionId: number; messageId?: number },
  file: PendingEvidence,
): Promise<{ id: number }> {
  const [row] = await tx
    .insert(trustlinkEvidence)
    .values({
      ...bound,
      storageKey: file.storageKey,
      sealedName: cipher.sealName(file.fileName),
      contentType: file.contentType,
      size: file.size,
      originalSha256: file.originalSha256,
      metadataRemoved: file.metadataRemoved,
    })
    .returning({ id: trustlinkEvidence.id });
  return row!;
}

/**
 * Publishes evidence whose row is committed. A failure is logged (the key is random, nothing
 * personal) and left to the sweep, which publishes a pending file its row names.
 */
export async function publishEvidence(
  storage: FileStorage,
  file: PendingEvidence | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!file) return;
  try {
    await storage.move(file.pendingKey, file.storageKey);
  } catch (error) {
    log.warn({ err: error, key: file.storageKey }, 'evidence left pending; the sweep publishes it');
  }
}

/** Removes evidence that will get no row (the form was refused, the transaction failed). */
export async function discardEvidence(
  storage: FileStorage,
  file: PendingEvidence | undefined,
): Promise<void> {
  if (file) await storage.delete(file.pendingKey).catch(() => {});
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The opened bytes, or undefined when the stored file is missing. `readKey` is where it lies now
 * (its pending name while it is checked); it is always sealed for its `storageKey`.
 */
export async function getEvidence(
  storage: FileStorage,
  dataKey: Buffer,
  interactionId: string,
  storageKey: string,
  readKey = storageKey,
): Promise<Buffer | undefined> {
  const stored = await storage.get(readKey);
  if (!stored) return undefined;
  return openBytes(dataKey, await readAll(stored.body), evidenceContext(interactionId, storageKey));
}
