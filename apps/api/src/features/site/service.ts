import { prerenderedPaths } from '@verdantia/domain';

/** Private or personal areas: not for search engines (they are client-only routes anyway). */
export const disallowedPaths = [
  '/admin',
  '/dashboards',
  '/api',
  '/all-courses',
  '/esg-course',
  '/academy-sign-in',
  '/academy-sign-up',
] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlEscape = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** Every prerendered (public) page, as absolute URLs under `publicUrl`. */
export function sitemapXml(publicUrl: string, paths: readonly string[] = prerenderedPaths): string {
  const urls = paths.map((p) => `  <url><loc>${xmlEscape(publicUrl + encodeURI(p))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
