import { RequireRole } from '~/backoffice/gate';
import { PostScreen } from '~/features/publishing/admin/post-screen';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/post';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminPostScreenRoute({ params }: Route.ComponentProps) {
  if (params.id !== 'new' && !/^\d+$/.test(params.id))
    throw new Response('Not found', { status: 404 });
  return (
    <RequireRole roles={['admin', 'editor']}>
      <PostScreen id={params.id} />
    </RequireRole>
  );
}
