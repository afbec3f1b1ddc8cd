import { AllCoursesPage } from '~/features/academy/learner/all-courses-page';
import { LearnerProviders } from '~/features/academy/learner/providers';
import { pageMeta, type PageMetaArgs } from '~/lib/meta';

export const meta = (args: PageMetaArgs) => pageMeta(args);

export default function AllCoursesRoute() {
  return (
    <LearnerProviders>
      <AllCoursesPage />
    </LearnerProviders>
  );
}
