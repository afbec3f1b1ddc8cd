import { leadKinds, type LeadKind } from '@verdantia/domain/leads/lead-kinds';
import { RequireRole } from '~/backoffice/gate';
import { LeadDetail } from '~/features/leads/admin/lead-detail';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/lead';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminLeadRoute({ params }: Route.ComponentProps) {
  const kind = (leadKinds as readonly string[]).includes(params.kind)
    ? (params.kind as LeadKind)
    : undefined;
  if (!kind || !/^\d+$/.test(params.id)) throw new Response('Not found', { status: 404 });
  return (
    <RequireRole roles={['admin']}>
      <LeadDetail kind={kind} id={params.id} />
    </RequireRole>
  );
}
