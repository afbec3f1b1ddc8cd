import { trustLinkPages } from '~/content/trustlink';
import { TrustLinkLanding } from '~/features/trustlink/landing/trustlink-landing';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/trust-link';

/**
 * Runs at build time only (ssr: false + prerender): each landing's copy is written into its HTML
 * and `.data` file, keeping the copy (and the shared constants it quotes) out of the first-load
 * JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, '');
  return trustLinkPages[path === '/trust-link-2' ? '/trust-link-2' : '/trust-link-1'];
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** /trust-link-1 and /trust-link-2: one template, each with its own copy. */
export default function TrustLinkPage({ loaderData }: Route.ComponentProps) {
  return <TrustLinkLanding content={loaderData} />;
}
