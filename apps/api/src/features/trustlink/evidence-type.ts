import { fileTypeFromBuffer } from 'file-type';
import { ACCEPTED_MIMES, LEGACY_OFFICE } from './evidence-mimes.ts';

// What an evidence file is, judged by its content (magic bytes), never by its name or the type the
// browser claims: an executable renamed .pdf is still an executable. Accepted: PDF, images, Office
// documents, plain text, audio and video. HTML and SVG are refused: served back they could run
// script in a handler's browser.

/** Markup a browser would render or run when it treats "text" as HTML, SVG or XML. */
const MARKUP = /<\s*(?:!doctype|html|head|body|script|svg|iframe|object|embed|meta|style|\?xml)\b/i;
// eslint-disable-next-line no-control-regex -- control characters mark binary content
const BINARY = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/** UTF-8 (or ASCII) text without binary bytes and without markup. */
function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !BINARY.test(text) && !MARKUP.test(text);
}

/** The content type to store and serve, or undefined when this is not acceptable evidence. */
export async function evidenceContentType(
  bytes: Buffer,
  fileName: string,
): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (ACCEPTED_MIMES.has(detected.mime)) return detected.mime;
    if (detected.mime === 'application/x-cfb') {
      const extension = fileName.toLowerCase().split('.').pop() ?? '';
      return LEGACY_OFFICE[extension];
    }
    return undefined;
  }
  return isPlainText(bytes) ? 'text/plain; charset=utf-8' : undefined;
}
