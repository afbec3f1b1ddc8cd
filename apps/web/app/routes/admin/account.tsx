import { AccountPage } from '~/backoffice/account-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminAccountRoute() {
  return <AccountPage />;
}
