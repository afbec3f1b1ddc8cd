import { RequireRole } from '~/backoffice/gate';
import { AssistantStatsPage } from '~/features/assistant/admin/assistant-stats-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/assistant';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminAssistantRoute() {
  return (
    <RequireRole roles={['admin', 'editor']}>
      <AssistantStatsPage />
    </RequireRole>
  );
}
