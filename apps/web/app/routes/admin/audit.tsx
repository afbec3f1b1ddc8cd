import { RequireRole } from '~/backoffice/gate';
import { AuditPage } from '~/features/admin/audit-page';
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
