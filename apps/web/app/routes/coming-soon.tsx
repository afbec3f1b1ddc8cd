import { comingSoonPage } from '~/content/coming-soon';
import { ComingSoonPage } from '~/features/leads/coming-soon-page';
import { comingSoonIcons } from '~/features/leads/icon-markup.server';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/coming-soon';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The early-access page sits outside the main layout (no site header or footer). */
export const handle = { bareLayout: true };

/** Runs at build time only: the copy and icon markup go into the prerendered HTML, not the page's JavaScript. */
export function loader() {
  return { content: comingSoonPage, icons: comingSoonIcons() };
}

export default function ComingSoonRoute({ loaderData }: Route.ComponentProps) {
  return <ComingSoonPage content={loaderData.content} icons={loaderData.icons} />;
}
