import { findSitePage } from '@verdantia/domain/site/routes';

/**
 * The catalogue pages above a path and the page itself (e.g. /solution, then /solution/x), for
 * BreadcrumbList data. Build-time only: the catalogue stays out of the browser's bundle.
 */
export function breadcrumbTrail(pathname: string): { path: string; title: string }[] {
  const segments = pathname.split('/').slice(1);
  return segments
    .map((_, i) => findSitePage(`/${segments.slice(0, i + 1).join('/')}`))
    .filter((page) => page !== undefined)
    .map(({ path, title }) => ({ path, title }));
}
