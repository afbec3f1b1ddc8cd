import { fileTypeFromBuffer } from 'file-type';
import { ACCEPTED_MIMES, LEGACY_OFFICE, PLAIN_TEXT } from './evidence-mimes.ts';

// What an evidence file is, judged by its content (magic bytes), never by its name or the type the
// browser claims: an executable renamed .pdf is still an executable. Accepted: PDF, images, Office
// documents, plain text, audio and video. HTML and SVG documents are refused; other text is
// accepted as plain text and always served as text/plain, so any markup in it stays text.

/** Markup a browser would render or run when it treats "text" as HTML, SVG or XML. */
const MARKUP = /<\s*(?:!doctype|html|head|body|script|svg|iframe|object|embed|meta|style|\?xml)\b/i;
// eslint-disable-next-line no-control-regex -- control characters mark binary content
const BINARY = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;
/** Longest markup opening the pattern matches, kept between chunks so none hides in a seam. */
const SEAM = 64;

/** How much of the start of a file is kept for the detection of its type (Office needs most). */
export const HEAD_BYTES = 1024 * 1024;

/**
 * Reads a file chunk by chunk and says at the end whether it is plain UTF-8 text without binary
 * bytes and without markup: no more than a chunk and a short seam is held.
 */
export class PlainTextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private seam = '';
  private plain = true;

  push(chunk: Buffer): void {
    if (!this.plain) return;
    this.check(() => this.decoder.decode(chunk, { stream: true }));
  }

  /** @returns true when every chunk pushed was plain text. */
  end(): boolean {
    if (this.plain) this.check(() => this.decoder.decode());
    return this.plain;
  }

  private check(decode: () => string): void {
    let text: string;
    try {
      text = this.seam + decode();
    } catch {
      this.plain = false;
      return;
    }
    if (BINARY.test(text) || MARKUP.test(text)) this.plain = false;
    this.seam = text.slice(-SEAM);
  }
}

/** Whether the whole of `bytes` is plain text (see PlainTextCheck). */
export function isPlainText(bytes: Buffer): boolean {
  const check = new PlainTextCheck();
  check.push(bytes);
  return check.end();
}

/**
 * The content type to store and serve, or undefined when this is not acceptable evidence.
 * @param head the start of the file (at least HEAD_BYTES, or all of it)
 * @param plainText whether the whole file is plain text (PlainTextCheck)
 */
export async function evidenceContentType(
  head: Buffer,
  fileName: string,
  plainText = isPlainText(head),
): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) {
    if (ACCEPTED_MIMES.has(detected.mime)) return detected.mime;
    if (detected.mime === 'application/x-cfb') {
      const extension = fileName.toLowerCase().split('.').pop() ?? '';
      return LEGACY_OFFICE[extension];
    }
    return undefined;
  }
  return plainText ? PLAIN_TEXT : undefined;
}
