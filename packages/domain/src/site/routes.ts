/**
 * Every URL of the site in one table. The web route table, the prerender list, the sitemap and
 * the placeholder pages all read it, so a page can never be linked without existing.
 *
 * - `public` pages are prerendered to HTML and listed in the sitemap.
 * - `client` pages are personal or interactive (academy, back-office, TrustLink follow-up):
 *   served by the SPA fallback and never indexed.
 */
import { clientPages } from './pages/client-pages.ts';
import { findPage } from './pages/find-page.ts';
import { marketingPages } from './pages/marketing-pages.ts';
import { platformPages } from './pages/platform-pages.ts';
import type { SitePage } from './pages/page.ts';
import { servicePages } from './pages/service-pages.ts';

export type { PageBackground, RenderMode, SitePage } from './pages/page.ts';

export const sitePages: readonly SitePage[] = [
  ...marketingPages,
  ...servicePages,
  ...platformPages,
  ...clientPages,
];

/** Pages prerendered to static HTML (and listed in the sitemap). */
export const prerenderedPaths = sitePages.filter((p) => p.mode === 'public').map((p) => p.path);

export function findSitePage(pathname: string): SitePage | undefined {
  return findPage(sitePages, pathname);
}
