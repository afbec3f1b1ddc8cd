import { sitePages } from '@verdantia/domain';

/** Catalogue paths by their lower-case form, for answering case-only variants with a redirect. */
const byLowerCase = new Map(
  sitePages.filter((p) => !p.path.includes(':')).map((p) => [p.path.toLowerCase(), p.path]),
);

/**
 * Where a variant of a page's address should permanently point, or undefined when the path is
 * already canonical (or no page of ours). Variants: a trailing slash, `/index.html`, and a path
 * that differs from a catalogue page only in letter case (`/legal/cookies` for `/legal/Cookies`).
 * Search engines then index one address per page instead of several duplicates.
 */
export function canonicalRedirect(sitePath: string): string | undefined {
  let path = sitePath;
  if (path === '/index.html') path = '/';
  else if (path.endsWith('/index.html')) path = path.slice(0, -'/index.html'.length);
  if (path !== '/' && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';
  const canonical = byLowerCase.get(path.toLowerCase()) ?? path;
  return canonical === sitePath ? undefined : canonical;
}

/** `target` with the request's query string kept, percent-encoded for a Location header. */
export function redirectLocation(target: string, query: string | undefined): string {
  const encoded = encodeURI(target).replaceAll('?', '%3F').replaceAll('#', '%23');
  return query ? `${encoded}?${query}` : encoded;
}
