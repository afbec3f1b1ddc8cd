import { waitingListPage } from '~/content/waiting-list';
import { waitingListIcons } from '~/features/leads/icon-markup.server';
import { WaitingListPage } from '~/features/leads/waiting-list-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/waiting-list';

const pagePath = (url: string) => new URL(url).pathname.replace(/(.)\/+$/, '$1');

/**
 * Serves /waiting-list and the academy programmes in private beta. Runs at build
 * time only: each path's heading and copy go into its prerendered HTML, not into JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { content: waitingListPage(pagePath(request.url)), icons: waitingListIcons() };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function WaitingListRoute({ loaderData }: Route.ComponentProps) {
  return <WaitingListPage content={loaderData.content} icons={loaderData.icons} />;
}
