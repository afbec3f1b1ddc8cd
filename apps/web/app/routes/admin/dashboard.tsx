import { Navigate } from 'react-router';
import { homeFor } from '~/backoffice/navigation';
import { useStaff } from '~/backoffice/session';
import { Dashboard } from '~/features/admin/dashboard';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

/** Administrators see the overview; other roles start in their first room. */
export default function AdminDashboardRoute() {
  const staff = useStaff();
  if (staff.role !== 'admin') return <Navigate to={homeFor(staff.role)} replace />;
  return <Dashboard />;
}
