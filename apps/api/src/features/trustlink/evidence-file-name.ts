import { isWellFormedText } from '@verdantia/domain';

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
