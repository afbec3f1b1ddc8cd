import { EVIDENCE_MAX_BYTES, trustlinkMessages } from '@verdantia/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { IncomingFile, PendingEvidence } from './evidence-store.ts';

/**
 * Bytes a text field may take: its schema's most characters at 3 bytes each in UTF-8 (4 for a
 * pair of UTF-16 units), with room for the spaces the schema trims. Read no further than this.
 */
const bytesFor = (characters: number) => characters * 3 + 1024;

/** The JSON text of one involved person: three fields, each escaped at worst. */
const PERSON_BYTES = bytesFor(150 + 150 + 254) + 256;

/** Each field's cap; a field the form does not have is kept to a few bytes and ignored. */
export const FIELD_BYTES: Record<string, number> = {
  title: bytesFor(200),
  interactionType: 256,
  interactionDescription: bytesFor(20_000),
  interactionLocation: bytesFor(200),
  priority: 256,
  closureDate: 256,
  closureTime: 256,
  relationShip: 256,
  language: 256,
  pinConfirm: bytesFor(64),
  reporter: bytesFor(100 + 100 + 254 + 40 + 64) + 512,
  // All of the persons' JSON together, in one field or one per person.
  involvedPersons: 100 * PERSON_BYTES,
  remark: bytesFor(5000),
  // A staff message to the reporter sent with a file (the case console).
  body: bytesFor(5000),
};
const OTHER_FIELD_BYTES = 256;

/** Limits of TrustLink's multipart forms (the submission, a reporter's remark, a staff message). */
const multipartLimits = {
  fileSize: EVIDENCE_MAX_BYTES,
  files: 1,
  fields: 40,
  // busboy's one cap for every field: the largest one's; each field's own is checked on arrival.
  fieldSize: Math.max(...Object.values(FIELD_BYTES)),
  parts: 42,
};

export const multipartMessages = {
  notMultipart: 'Please send the form as multipart form data.',
  malformed:
    'The form could not be read: it is not complete multipart form data. Please try again.',
  tooManyParts: 'The form has too many fields.',
  fieldTooLarge: 'A field of the form is too large.',
} as const;

const messages = {
  ...multipartMessages,
  fileTooLarge: trustlinkMessages.fileTooLarge,
  tooManyFiles: trustlinkMessages.tooManyFiles,
};

export interface MultipartForm {
  /** Text fields by name; a repeated field keeps every value in order. */
  fields: Map<string, string[]>;
  /** The evidence file, stored under its pending name, when one was chosen. */
  file: PendingEvidence | undefined;
}

/**
 * Reads a TrustLink form as it arrives: each text field up to its own cap (a larger one stops the
 * reading with a 400), the one file handed to `storeFile` as a stream (sealed to storage, never
 * held whole). Anything wrong with the form data itself is the client's mistake and answers 400
 * (413 for a file over the limit) with a message, never 500. On any refusal a stored file is
 * discarded by `discard`; after success the caller owns it.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  storeFile: (file: IncomingFile) => Promise<PendingEvidence | undefined>,
  discard: (file: PendingEvidence | undefined) => Promise<void>,
): Promise<MultipartForm> {
  const fields = new Map<string, string[]>();
  const used = new Map<string, number>();
  let file: PendingEvidence | undefined;
  try {
    await readMultipart(request, multipartLimits, messages, async (part) => {
      if (part.type === 'file') {
        if (file) {
          part.file.resume();
          throw new HttpError(400, trustlinkMessages.tooManyFiles);
        }
        file = await storeFile({ fileName: part.filename, stream: part.file });
        return;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      const known = Object.hasOwn(FIELD_BYTES, part.fieldname);
      const cap = known ? FIELD_BYTES[part.fieldname]! : OTHER_FIELD_BYTES;
      const total = (used.get(part.fieldname) ?? 0) + Buffer.byteLength(value);
      if (part.valueTruncated || total > cap) {
        throw new HttpError(400, multipartMessages.fieldTooLarge);
      }
      used.set(part.fieldname, total);
      if (!known) return;
      const list = fields.get(part.fieldname) ?? [];
      list.push(value);
      fields.set(part.fieldname, list);
    });
  } catch (error) {
    await discard(file);
    throw error;
  }
  return { fields, file };
}

/** The last value of a field (what a plain form post means by a repeated field). */
export const lastField = (form: MultipartForm, name: string): string | undefined =>
  form.fields.get(name)?.at(-1);
