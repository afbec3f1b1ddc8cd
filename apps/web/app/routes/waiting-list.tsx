import { WaitingListPage } from '~/features/leads/waiting-list-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/waiting-list';

// Serves /waiting-list and the academy programmes in private beta (spec 000 §2); the heading,
// copy and the programme the form records follow the pathname.
export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function WaitingListRoute() {
  return <WaitingListPage />;
}
