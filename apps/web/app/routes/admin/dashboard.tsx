import { Dashboard } from '~/features/admin/dashboard';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function AdminDashboardRoute() {
  return <Dashboard />;
}
