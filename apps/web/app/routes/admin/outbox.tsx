import { RequireRole } from '~/backoffice/gate';
import { OutboxPage } from '~/features/staff/admin/outbox-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/outbox';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminOutboxRoute() {
  return (
    <RequireRole roles={['admin']}>
      <OutboxPage />
    </RequireRole>
  );
}
