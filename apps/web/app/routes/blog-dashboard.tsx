import BlogDashboard from '~/features/blog-dashboard/blog-dashboard';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/blog-dashboard';

// Client-only (catalogue mode 'client'): never prerendered, noindex.
export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location.pathname, { noindex: true });

export default function BlogDashboardPage() {
  return <BlogDashboard />;
}
