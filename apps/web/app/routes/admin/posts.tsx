import { PostsPage } from '~/features/publishing/admin/posts-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/posts';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminPostsPageRoute() {
  return <PostsPage />;
}
