import { NotFoundSection } from '~/layout/not-found-section';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Page not found', noindex: true });

export default function NotFoundPage() {
  return <NotFoundSection />;
}
