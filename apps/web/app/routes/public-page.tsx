import { Outlet } from 'react-router';
import { findSitePage } from '@verdantia/domain/site/routes';
import { reporterPageOf } from '@verdantia/domain/trustlink/languages';
import { reporterPageHead } from '~/features/trustlink/i18n/page-head';
import { revalidateOnPathChange } from '~/lib/revalidate-on-path';
import type { Route } from './+types/public-page';

/**
 * The frame of every prerendered public page. Its loader runs at build time only (ssr: false +
 * prerender) and hands the page's catalogue entry (title, description, background) to `meta` and
 * the layout through the page's HTML and `.data` file, so the catalogue of all pages stays out of
 * the JavaScript every visitor downloads.
 */
export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  // /cy/submit-interaction is the catalogue's /submit-interaction, titled in Welsh.
  const reporterPage = reporterPageOf(pathname);
  const page = findSitePage(reporterPage?.path ?? pathname);
  if (!page) throw new Error(`${pathname} is not in the page catalogue`);
  const { mode: _mode, ...head } = page;
  if (reporterPage && reporterPage.language !== 'en') {
    return { page: { ...head, ...reporterPageHead(reporterPage.path, reporterPage.language) } };
  }
  return { page: head };
}

export const shouldRevalidate = revalidateOnPathChange;

export default function PublicPage() {
  return <Outlet />;
}
