import { AccountPage } from '~/backoffice/account-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function AdminAccountRoute() {
  return <AccountPage />;
}
