import { ComingSoonPage } from '~/features/leads/coming-soon-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/coming-soon';

export const meta: Route.MetaFunction = () => pageMeta('/coming-soon');

/** Spec 000 §2: the early-access page sits outside the main layout (no site header or footer). */
export const handle = { bareLayout: true };

export default function ComingSoonRoute() {
  return <ComingSoonPage />;
}
