import { fileTypeFromBuffer } from 'file-type';
import { isWellFormedText } from '@verdantia/domain';

// What an evidence file is, judged by its content (magic bytes), never by its name or the type the
// browser claims: an executable renamed .pdf is still an executable. Accepted: PDF, images, Office
// documents, plain text, audio and video. HTML and SVG are refused: served back they could run
// script in a handler's browser.

const ACCEPTED_MIMES = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
  'image/tiff',
  'image/bmp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/wav',
  'audio/x-wav',
  'audio/ogg',
  'audio/opus',
  'audio/flac',
  'audio/x-flac',
  'audio/webm',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'video/x-matroska',
  'video/x-msvideo',
  'video/3gpp',
  'video/ogg',
]);

/**
 * Word, Excel and PowerPoint 97-2003 files are OLE compound files, a container Windows installers
 * (.msi) use too. The container is accepted only under an Office name, and always served as a
 * download, so even a disguised installer is never run by the browser.
 */
const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

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

/** A file name fit for a Content-Disposition header and a listing: no paths, no controls. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001F\u007F"]/g, '')
    .trim()
    .slice(0, 200);
  return isWellFormedText(clean) && clean !== '' ? clean : 'evidence';
}
