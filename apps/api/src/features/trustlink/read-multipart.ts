import { EVIDENCE_MAX_BYTES, trustlinkMessages } from '@verdantia/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { readMultipart } from '../../http/multipart.ts';

/** Limits of TrustLink's multipart forms (the submission and a reporter's remark). */
const multipartLimits = {
  fileSize: EVIDENCE_MAX_BYTES,
  files: 1,
  fields: 40,
  // A description of 20,000 characters can take 80 KB of UTF-8; the persons' JSON is shorter.
  fieldSize: 256 * 1024,
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

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

export interface MultipartForm {
  /** Text fields by name; a repeated field keeps every value in order. */
  fields: Map<string, string[]>;
  /** The evidence file, when one was chosen (an empty file input sends nothing). */
  file: UploadedFile | undefined;
}

/**
 * Reads a whole multipart form: the text fields and at most one file of at most 10 MB, held in
 * memory (it is encrypted before it is stored). Anything wrong with the form data itself is the
 * client's mistake and answers 400 (413 for a file over the limit) with a message, never 500.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  const fields = new Map<string, string[]>();
  let file: UploadedFile | undefined;
  await readMultipart(request, multipartLimits, messages, async (part) => {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      // A browser sends an unnamed, empty part for a file input left empty.
      if (!part.filename && bytes.length === 0) return;
      if (file) throw new HttpError(400, trustlinkMessages.tooManyFiles);
      if (bytes.length === 0) throw new HttpError(400, trustlinkMessages.fileEmpty);
      file = { fileName: part.filename, bytes };
      return;
    }
    if (part.valueTruncated) throw new HttpError(400, multipartMessages.fieldTooLarge);
    const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    const list = fields.get(part.fieldname) ?? [];
    list.push(value);
    fields.set(part.fieldname, list);
  });
  return { fields, file };
}

/** The last value of a field (what a plain form post means by a repeated field). */
export const lastField = (form: MultipartForm, name: string): string | undefined =>
  form.fields.get(name)?.at(-1);
