import { RequireRole } from '~/backoffice/gate';
import { CasesPage } from '~/features/trustlink/admin/cases-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/cases';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminCasesRoute() {
  return (
    <RequireRole roles={['admin', 'case_handler']}>
      <CasesPage />
    </RequireRole>
  );
}
