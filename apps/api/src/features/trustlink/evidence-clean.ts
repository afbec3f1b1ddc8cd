import { strToU8, unzipSync, zipSync } from 'fflate';
import { PDFDict, PDFDocument, PDFName, PDFRef, PDFStream } from 'pdf-lib';
import sharp, { type FormatEnum } from 'sharp';

// Evidence files carry details that can name the reporter besides what they show: a phone
// photo's GPS position and device, a document's author and company, a PDF's creator tool and
// XMP packet. TrustLink keeps a clean copy without them (the SHA-256 of the original is kept
// beside it, so staff can state what was received). Well-kept libraries do the parsing: sharp
// re-encodes images without metadata, pdf-lib rewrites PDFs, fflate reads and writes the Office
// zip container. Nothing can be done about what the content itself shows or says.

/** Most a zip (or an Office file, which is one) may declare it unpacks to: a zip bomb is refused. */
export const ARCHIVE_MAX_DECLARED_BYTES = 100 * 1024 * 1024;
export const ARCHIVE_MAX_ENTRIES = 10_000;

/** What a zip's central directory declares, read without unpacking anything. */
export function declaredZipContent(bytes: Uint8Array): { entries: number; declaredBytes: number } {
  let entries = 0;
  let declaredBytes = 0;
  unzipSync(bytes, {
    filter(file) {
      entries += 1;
      declaredBytes += file.originalSize;
      return false; // listed, never extracted
    },
  });
  return { entries, declaredBytes };
}

/** Whether a zip's declared content stays within the limits (false for an unreadable zip). */
export function zipWithinLimits(bytes: Uint8Array): boolean {
  try {
    const { entries, declaredBytes } = declaredZipContent(bytes);
    return entries <= ARCHIVE_MAX_ENTRIES && declaredBytes <= ARCHIVE_MAX_DECLARED_BYTES;
  } catch {
    return false;
  }
}

const IMAGE_FORMATS: Record<string, keyof FormatEnum | 'avif'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/tiff': 'tiff',
  'image/gif': 'gif',
  'image/avif': 'avif',
};
/** Types that may hold animation frames: kept whole, not turned upright (nothing to turn). */
const ANIMATED = new Set(['image/gif', 'image/webp']);

async function imageWithoutMetadata(bytes: Buffer, contentType: string): Promise<Buffer> {
  const format = IMAGE_FORMATS[contentType]!;
  const animated = ANIMATED.has(contentType);
  let image = sharp(bytes, { animated, limitInputPixels: 200_000_000 });
  // The orientation tag goes with the rest, so the pixels are turned upright first.
  if (!animated) image = image.rotate();
  // sharp writes no EXIF, XMP, IPTC or ICC details unless asked to keep them.
  const options = format === 'jpeg' ? { quality: 92, mozjpeg: true } : {};
  return image.toFormat(format, options).toBuffer();
}

async function pdfWithoutMetadata(bytes: Buffer): Promise<Buffer> {
  // updateMetadata: false, or pdf-lib would write its own producer and dates into the copy.
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const { context } = pdf;
  const info = context.trailerInfo.Info;
  if (info instanceof PDFRef) context.delete(info);
  context.trailerInfo.Info = undefined;
  const metadata = PDFName.of('Metadata');
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict =
      object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined;
    if (!dict) continue;
    if (dict.get(PDFName.of('Type')) === metadata) context.delete(ref);
    else dict.delete(metadata);
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

const EMPTY_CORE_PROPERTIES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"' +
  ' xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/"' +
  ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"/>';
const EMPTY_CUSTOM_PROPERTIES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties"' +
  ' xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"/>';
/** Elements of docProps/app.xml that name people or organisations. */
const APP_PERSONAL =
  /<(Company|Manager|HyperlinkBase)>[\s\S]*?<\/\1>|<(Company|Manager|HyperlinkBase)\/>/g;

function officeWithoutMetadata(bytes: Buffer): Buffer {
  const files = unzipSync(bytes);
  if (files['docProps/core.xml']) files['docProps/core.xml'] = strToU8(EMPTY_CORE_PROPERTIES);
  if (files['docProps/custom.xml']) files['docProps/custom.xml'] = strToU8(EMPTY_CUSTOM_PROPERTIES);
  const app = files['docProps/app.xml'];
  if (app)
    files['docProps/app.xml'] = strToU8(new TextDecoder().decode(app).replace(APP_PERSONAL, ''));
  return Buffer.from(zipSync(files, { level: 6 }));
}

const OFFICE_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

/** Whether TrustLink removes hidden details from this type of evidence. */
export function isCleanable(contentType: string): boolean {
  return (
    contentType in IMAGE_FORMATS ||
    contentType === 'application/pdf' ||
    OFFICE_TYPES.has(contentType)
  );
}

/** Whether this type is a zip container whose declared content is checked before it is kept. */
export function isZipContainer(contentType: string): boolean {
  return contentType === 'application/zip' || OFFICE_TYPES.has(contentType);
}

/**
 * A copy of the evidence without its hidden details (see isCleanable for the types).
 * @throws when the file cannot be read as its type (damaged, encrypted): the caller keeps the
 *   original and records that nothing was removed.
 */
export async function withoutMetadata(bytes: Buffer, contentType: string): Promise<Buffer> {
  if (contentType in IMAGE_FORMATS) return imageWithoutMetadata(bytes, contentType);
  if (contentType === 'application/pdf') return pdfWithoutMetadata(bytes);
  if (OFFICE_TYPES.has(contentType)) return officeWithoutMetadata(bytes);
  throw new Error(`no cleaner for ${contentType}`);
}
