import { BlockRenderer } from '~/blocks/block-renderer';
import { companyBlocks } from '~/blocks/company-blocks';
import { principlesBlocks } from '~/content/principles-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/principles';

/** Build time only: the copy goes into the HTML and .data file, not the JS bundle. */
export function loader() {
  return { blocks: principlesBlocks };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The 2024 Global Internal Audit Standards, domain by domain: typed content rendered as blocks. */
export default function PrinciplesPage({ loaderData }: Route.ComponentProps) {
  return <BlockRenderer blocks={loaderData.blocks} components={companyBlocks} />;
}
