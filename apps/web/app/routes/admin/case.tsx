import { RequireRole } from '~/backoffice/gate';
import { CasePage } from '~/features/trustlink/admin/case-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/case';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminCaseRoute({ params }: Route.ComponentProps) {
  if (!/^\d{1,10}$/.test(params.id)) throw new Response('Not found', { status: 404 });
  return (
    <RequireRole roles={['admin', 'case_handler']}>
      <CasePage id={params.id} />
    </RequireRole>
  );
}
