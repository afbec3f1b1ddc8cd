import { startGreenHero } from '~/content/start-green';
import { IntroPage } from '~/features/assessment/intro-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/start-green';

/** Build time only: the opener's copy goes into the HTML and .data file, not the first-load script. */
export function loader() {
  return { hero: startGreenHero };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function StartGreenPage({ loaderData }: Route.ComponentProps) {
  return <IntroPage hero={loaderData.hero} />;
}
