import { data } from 'react-router';
import { BlockRenderer } from '~/blocks/block-renderer';
import { islandBlocks } from '~/blocks/island-blocks';
import { iconMarkup } from '~/blocks/icon-markup.server';
import { findTemplatePage } from '~/content/services';
import { pageMeta } from '~/lib/meta';
import { breadcrumbTrail } from '~/lib/breadcrumbs.server';
import { forLoader, loaderJsonLd } from '~/lib/json-ld';
import { breadcrumbJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/template-page';

const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** The decoded pathname of a request, without a trailing slash ('&' arrives as '&' or '%26'). */
function pagePath(request: Request): string {
  const path = safeDecode(new URL(request.url).pathname);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Runs at build time only (ssr: false + prerender): the page's blocks, with the markup of the
 * icons they name, are written into its HTML and its `.data` file (for client-side navigation),
 * so neither page copy nor icons are in the JS bundle.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const path = pagePath(request);
  const page = findTemplatePage(path);
  if (!page) throw data(null, { status: 404 });
  // Service, solution and software pages sit under a section, which search results show as a trail.
  const breadcrumbs = inSection.test(path)
    ? forLoader(breadcrumbJsonLd(breadcrumbTrail(path)))
    : undefined;
  return { blocks: page.blocks, icons: iconMarkup(page.blocks), breadcrumbs };
}

const inSection = /^\/(service|services|solution|esg-software)(\/|$)/;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...(args.loaderData?.breadcrumbs ? [loaderJsonLd(args.loaderData.breadcrumbs)] : []),
];

/** Service, solution, software and partner pages: typed content rendered block by block. */
export default function TemplatePage({ loaderData }: Route.ComponentProps) {
  return (
    <BlockRenderer blocks={loaderData.blocks} components={islandBlocks} icons={loaderData.icons} />
  );
}
