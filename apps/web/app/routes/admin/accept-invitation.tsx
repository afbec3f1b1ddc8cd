import { AcceptInvitation } from '~/features/staff/accept-invitation';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/accept-invitation';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminAcceptInvitationRoute() {
  return <AcceptInvitation />;
}
