import { AccountPage } from '~/features/academy/account/account-page';
import { LearnerProviders } from '~/features/academy/learner/providers';
import { pageMeta, type PageMetaArgs } from '~/lib/meta';

export const meta = (args: PageMetaArgs) => pageMeta(args);

export default function AcademyAccountRoute() {
  return (
    <LearnerProviders>
      <AccountPage />
    </LearnerProviders>
  );
}
