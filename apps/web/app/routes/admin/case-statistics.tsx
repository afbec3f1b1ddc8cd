import { RequireRole } from '~/backoffice/gate';
import { StatisticsPage } from '~/features/trustlink/admin/statistics-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/case-statistics';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminCaseStatisticsRoute() {
  return (
    <RequireRole roles={['admin', 'case_handler']}>
      <StatisticsPage />
    </RequireRole>
  );
}
