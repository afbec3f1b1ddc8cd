import { RequireRole } from '~/backoffice/gate';
import { AuditPage } from '~/features/staff/admin/audit-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminAuditRoute() {
  return (
    <RequireRole roles={['admin']}>
      <AuditPage />
    </RequireRole>
  );
}
