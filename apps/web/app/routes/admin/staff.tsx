import { RequireRole } from '~/backoffice/gate';
import { StaffPage } from '~/features/staff/admin/staff-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/staff';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminStaffRoute() {
  return (
    <RequireRole roles={['admin']}>
      <StaffPage />
    </RequireRole>
  );
}
