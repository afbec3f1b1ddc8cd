import { useLocation } from 'react-router';
import { trustLinkPages } from '~/content/trustlink';
import { TrustLinkLanding } from '~/features/trustlink/landing/trustlink-landing';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/trust-link';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

/** /trust-link-1 and /trust-link-2: one template, each with its own copy. */
export default function TrustLinkPage() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/$/, '') === '/trust-link-2' ? '/trust-link-2' : '/trust-link-1';
  return <TrustLinkLanding content={trustLinkPages[path]} />;
}
