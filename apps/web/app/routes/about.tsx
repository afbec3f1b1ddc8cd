import { BlockRenderer } from '~/blocks/block-renderer';
import { companyBlocks } from '~/blocks/company-blocks';
import { aboutBlocks } from '~/content/about';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/about';

/** Build time only: the copy goes into the HTML and .data file, not the JS bundle. */
export function loader() {
  return { blocks: aboutBlocks };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The About page: typed content rendered block by block, like the service pages. */
export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <BlockRenderer blocks={loaderData.blocks} components={companyBlocks} />;
}
