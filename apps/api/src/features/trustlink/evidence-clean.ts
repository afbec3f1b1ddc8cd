import { unzipSync } from 'fflate';
import sharp, { type FormatEnum } from 'sharp';
import { cleanInWorker } from './evidence-clean-pool.ts';

// Evidence files carry details that can name the reporter besides what they show: a phone
// photo's GPS position and device, a document's author and company, a PDF's creator tool and
// XMP packet. TrustLink keeps a clean copy without them (the SHA-256 of the original is kept
// beside it, so staff can state what was received). Well-kept libraries do the parsing: sharp
// re-encodes images without metadata (on libuv's thread pool), pdf-lib rewrites PDFs and fflate
// the Office zip container, in a worker thread with a time limit (evidence-clean-pool.ts). Nothing
// can be done about what the content itself shows or says.

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
 * @param timeLimitMs how long a PDF or Office rewrite may take (tests shorten it)
 * @throws when the file cannot be read as its type (damaged, encrypted) or cannot be rewritten in
 *   time: the caller keeps the original and records that nothing was removed.
 */
export async function withoutMetadata(
  bytes: Buffer,
  contentType: string,
  timeLimitMs?: number,
): Promise<Buffer> {
  if (contentType in IMAGE_FORMATS) return imageWithoutMetadata(bytes, contentType);
  if (contentType === 'application/pdf') return cleanInWorker('pdf', bytes, timeLimitMs);
  if (OFFICE_TYPES.has(contentType)) return cleanInWorker('office', bytes, timeLimitMs);
  throw new Error(`no cleaner for ${contentType}`);
}
