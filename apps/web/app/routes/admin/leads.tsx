import { RequireRole } from '~/backoffice/gate';
import { LeadsPage } from '~/features/leads/admin/leads-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/leads';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminLeadsRoute() {
  return (
    <RequireRole roles={['admin']}>
      <LeadsPage />
    </RequireRole>
  );
}
