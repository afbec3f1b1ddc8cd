import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import {
  courseAdminMessages,
  lectureUploadFieldsSchema,
  lectureVideoTypes,
  type LectureVideoExtension,
} from '@verdantia/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../../../http/http-error.ts';
import { readMultipart } from '../../../http/multipart.ts';
import type { FileStorage } from '../../../storage/index.ts';
import { detectVideoType, readVideoDuration } from './video-format.ts';

const WINDOW = 1024 * 1024;
/** Where uploaded lecture videos are served (GET /media/lectures/<name>). */
export const LECTURE_MEDIA_PREFIX = '/media/lectures/';
export const LECTURE_NAME_PATTERN = /^[a-f0-9]{32}\.(mp4|webm|ogv)$/;

const tooManyParts = 'The upload has too many parts. Send the name, the duration and one video.';
const messages = {
  notMultipart: courseAdminMessages.videoMissing,
  malformed:
    'The upload could not be read: it is not complete multipart form data. Please choose the video again.',
  fileTooLarge: courseAdminMessages.videoTooLarge,
  tooManyFiles: tooManyParts,
  tooManyParts,
  otherLimit: tooManyParts,
};

export interface StoredVideo {
  fields: z.output<typeof lectureUploadFieldsSchema>;
  storageKey: string;
  lectureUrl: string;
  /** From the form, else from the file's header. */
  duration: number;
  size: number;
}

/**
 * Streams the one video of a multipart upload to storage: never more than a chunk in memory, its
 * type checked by its first bytes, its size capped at `maxBytes` (413, and nothing is kept).
 * Text fields (lectureName, duration) must come before the file part.
 */
export async function storeLectureVideo(
  request: FastifyRequest,
  storage: FileStorage,
  maxBytes: number,
): Promise<StoredVideo> {
  const rawFields: Record<string, string> = {};
  let stored: (Omit<StoredVideo, 'fields' | 'duration'> & { read?: number }) | undefined;
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  let type: LectureVideoExtension | undefined;
  // One byte over the limit is enough to know it is too large; the rest is never read.
  const limits = { fileSize: maxBytes + 1, files: 1, fields: 4, fieldSize: 1024, parts: 5 };
  try {
    await readMultipart(request, limits, messages, async (part) => {
      if (part.type === 'field') {
        rawFields[part.fieldname] = String(part.value);
        return;
      }
      if (stored) throw new HttpError(400, 'Please upload one video at a time.');
      const file: MultipartFile = part;
      const chunks = file.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      // Enough of the start to recognise the container before choosing the file's name.
      while (head.length < 16) {
        const next = await chunks.next();
        if (next.done) break;
        head = Buffer.concat([head, next.value]);
      }
      type = detectVideoType(head);
      if (!type) {
        file.file.resume();
        throw new HttpError(415, courseAdminMessages.videoWrongType);
      }
      const first = head;
      async function* everything() {
        yield first;
        for (;;) {
          const next = await chunks.next();
          if (next.done) break;
          if (head.length < WINDOW) head = Buffer.concat([head, next.value]).subarray(0, WINDOW);
          tail = Buffer.concat([tail, next.value]);
          if (tail.length > WINDOW) tail = tail.subarray(tail.length - WINDOW);
          yield next.value;
        }
        if (file.file.truncated) throw new HttpError(413, courseAdminMessages.videoTooLarge);
      }
      const name = `${randomBytes(16).toString('hex')}.${type}`;
      const storageKey = `lectures/${name}`;
      const size = await storage.putStream(storageKey, Readable.from(everything()), {
        contentType: lectureVideoTypes[type],
      });
      stored = { storageKey, lectureUrl: `${LECTURE_MEDIA_PREFIX}${name}`, size };
      if (size > maxBytes) {
        await storage.delete(storageKey);
        throw new HttpError(413, courseAdminMessages.videoTooLarge);
      }
    });
  } catch (error) {
    if (stored) await storage.delete(stored.storageKey).catch(() => {});
    throw error;
  }
  if (!stored || stored.size === 0) throw new HttpError(400, courseAdminMessages.videoMissing);
  const discard = () => storage.delete(stored!.storageKey).catch(() => {});
  const parsed = lectureUploadFieldsSchema.safeParse(rawFields);
  if (!parsed.success) {
    await discard();
    throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Please check the form.');
  }
  const duration = parsed.data.duration ?? readVideoDuration(type!, head, tail);
  if (!duration) {
    await discard();
    throw new HttpError(400, courseAdminMessages.durationNeeded);
  }
  return {
    fields: parsed.data,
    storageKey: stored.storageKey,
    lectureUrl: stored.lectureUrl,
    duration,
    size: stored.size,
  };
}

/**
 * Deletes the videos of lectures already removed from the database. Best effort: the lecture is
 * gone either way, so a storage hiccup is logged (keys only: random names, no personal data) and
 * the editor still gets the updated course rather than an error for a deletion that happened.
 */
export async function discardVideos(
  storage: FileStorage,
  keys: string[],
  log: FastifyRequest['log'],
) {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failed = keys.filter((_, index) => results[index]!.status === 'rejected');
  if (failed.length > 0) log.warn({ keys: failed }, 'lecture videos left in storage');
}
