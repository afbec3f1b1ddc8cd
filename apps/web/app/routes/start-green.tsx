import { IntroPage } from '~/features/assessment/intro-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/start-green';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function StartGreenPage() {
  return <IntroPage />;
}
