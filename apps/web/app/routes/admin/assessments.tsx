import { RequireRole } from '~/backoffice/gate';
import { AssessmentsPage } from '~/features/assessment/admin/assessments-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/assessments';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminAssessmentsRoute() {
  return (
    <RequireRole roles={['admin']}>
      <AssessmentsPage />
    </RequireRole>
  );
}
