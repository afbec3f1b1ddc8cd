import { sitePages } from '@verdantia/domain';

/** Private or personal areas: not for search engines (they are client-only routes anyway). */
export const disallowedPaths = [
  '/admin',
  '/dashboards',
  '/api',
  '/all-courses',
  '/academy-account',
  '/esg-course',
  '/academy-sign-in',
  '/academy-sign-up',
] as const;

/**
 * Every client-only page of the catalogue with a fixed address is kept out of crawlers' way too;
 * pages per record (/academy/blogs/:slug) are not, as published posts are meant to be found.
 */
const clientOnlyPaths = sitePages
  .filter((p) => p.mode === 'client' && !p.path.includes(':'))
  .map((p) => p.path)
  .filter((p) => !disallowedPaths.some((d) => p === d || p.startsWith(`${d}/`)));

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...[...disallowedPaths, ...clientOnlyPaths].map((p) => `Disallow: ${p}`),
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

export interface SitemapUrl {
  path: string;
  /** YYYY-MM-DD. */
  lastmod?: string;
}

/** The given pages as absolute URLs under `publicUrl`, each with its lastmod when known. */
export function sitemapXml(publicUrl: string, pages: readonly SitemapUrl[]): string {
  const urls = pages.map(({ path, lastmod }) => {
    const loc = `<loc>${xmlEscape(publicUrl + encodeURI(path))}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
