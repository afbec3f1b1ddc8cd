import { data } from 'react-router';
import { BlockRenderer } from '~/blocks/block-renderer';
import { findTemplatePage } from '~/content/services';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/template-page';

/** The decoded pathname of a request, without a trailing slash ('&' arrives as '&' or '%26'). */
function pagePath(request: Request): string | undefined {
  const { pathname } = new URL(request.url);
  try {
    const path = decodeURIComponent(pathname);
    return path.length > 1 ? path.replace(/\/+$/, '') : path;
  } catch {
    return undefined;
  }
}

/**
 * Runs at build time only (ssr: false + prerender): the page's blocks are written into its HTML
 * and its `.data` file for client-side navigation, so no page copy is in the JS bundle.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const path = pagePath(request);
  const page = path ? findTemplatePage(path) : undefined;
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

/** Service, solution, software and partner pages: typed content rendered block by block. */
export default function TemplatePage({ loaderData }: Route.ComponentProps) {
  return <BlockRenderer blocks={loaderData.blocks} />;
}
