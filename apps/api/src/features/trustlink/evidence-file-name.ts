import { isWellFormedText } from '@verdantia/domain';
import { extensionOfType, REFUSED_EXTENSIONS } from './evidence-mimes.ts';

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

/**
 * The extension a system would act on: Windows drops trailing dots and spaces and reads only
 * what comes before an alternate stream (`statement.hta::$DATA`).
 */
function extensionsOf(name: string): string[] {
  const lower = name.toLowerCase();
  return [lower, lower.split(':')[0] ?? '']
    .map((n) => n.replace(/[\s.]+$/, ''))
    .map((n) => (n.includes('.') ? (n.split('.').pop() ?? '') : ''));
}

/** The refused extension the name ends with (`hta`), or undefined. */
export function refusedExtension(name: string): string | undefined {
  return extensionsOf(name).find((extension) => REFUSED_EXTENSIONS.has(extension));
}

/**
 * The name evidence is saved under: the reporter's name without its extension (dots become
 * underscores, so no inner extension can count) and the extension of the type detected from the
 * content. The reporter's own name is kept as text only, shown to staff.
 */
export function servedFileName(originalName: string, contentType: string): string {
  const stem = originalName.replace(/[\s.]+$/, '').replace(/\.[^.]*$/, '');
  const safe = stem.replace(/[.:]/g, '_').trim() || 'evidence';
  return `${safe.slice(0, 150)}.${extensionOfType(contentType)}`;
}
