/**
 * The client-only pages on their own, for the browser: importing `routes.ts` would put every
 * public page's title and description into the JavaScript every visitor downloads.
 */
import { clientPages } from './pages/client-pages.ts';
import { findPage } from './pages/find-page.ts';
import type { SitePage } from './pages/page.ts';

export function findClientPage(pathname: string): SitePage | undefined {
  return findPage(clientPages, pathname);
}
