import { useStaff } from '~/backoffice/session';
import { Dashboard } from '~/features/staff/admin/dashboard';
import { LatestLeads } from '~/features/leads/admin/latest-leads';
import { CaseCounts } from '~/features/trustlink/admin/case-counts';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminDashboardRoute() {
  const staff = useStaff();
  return (
    <div className="space-y-6">
      <Dashboard latestLeads={<LatestLeads />} />
      {(staff.role === 'admin' || staff.role === 'case_handler') && <CaseCounts />}
    </div>
  );
}
