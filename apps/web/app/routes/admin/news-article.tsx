import { RequireRole } from '~/backoffice/gate';
import { NewsScreen } from '~/features/publishing/admin/news-screen';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/news-article';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminNewsScreenRoute({ params }: Route.ComponentProps) {
  if (params.id !== 'new' && !/^\d+$/.test(params.id))
    throw new Response('Not found', { status: 404 });
  return (
    <RequireRole roles={['admin', 'editor']}>
      <NewsScreen id={params.id} />
    </RequireRole>
  );
}
