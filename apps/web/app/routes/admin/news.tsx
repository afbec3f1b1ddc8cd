import { NewsPage } from '~/features/publishing/admin/news-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/news';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminNewsPageRoute() {
  return <NewsPage />;
}
