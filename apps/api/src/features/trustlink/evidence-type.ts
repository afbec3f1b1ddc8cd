import { fileTypeFromBuffer } from 'file-type';
import { ACCEPTED_MIMES, LEGACY_OFFICE, PLAIN_TEXT, TEXT_KINDS } from './evidence-mimes.ts';

// What an evidence file is, judged by its content (magic bytes), never by its name or the type the
// browser claims: an executable renamed .pdf is still an executable. Accepted: PDF, images, Office
// documents, Outlook messages, zip archives, text, audio and video. Text may hold markup (a
// forwarded e-mail, a saved web page): it is kept under the kind its name gives and always served
// as a text/plain download, so a browser never renders or runs it.

// eslint-disable-next-line no-control-regex -- control characters mark binary content
const BINARY = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/** How much of the start of a file is kept for the detection of its type (Office needs most). */
export const HEAD_BYTES = 1024 * 1024;

/**
 * Reads a file chunk by chunk and says at the end whether it is UTF-8 text without binary bytes
 * (a multi-byte character split between chunks is joined by the streaming decoder).
 */
export class PlainTextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
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
    try {
      if (BINARY.test(decode())) this.plain = false;
    } catch {
      this.plain = false;
    }
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
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (detected) {
    if (ACCEPTED_MIMES.has(detected.mime)) return detected.mime;
    if (detected.mime === 'application/x-cfb') return LEGACY_OFFICE[extension];
    // An XML or HTML signature: text like any other (below), never its own type.
    if (!detected.mime.includes('xml') && !detected.mime.includes('html')) return undefined;
  }
  if (!plainText) return undefined;
  return TEXT_KINDS[extension]?.type ?? PLAIN_TEXT;
}
