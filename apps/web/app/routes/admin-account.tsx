import { AccountPage } from '~/features/admin/account-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-account';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function AdminAccountRoute() {
  return <AccountPage />;
}
