import { AllCoursesPage } from '~/features/academy/learner/all-courses-page';
import { LearnerProviders } from '~/features/academy/learner/providers';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta('/all-courses');

export default function AllCoursesRoute() {
  return (
    <LearnerProviders>
      <AllCoursesPage />
    </LearnerProviders>
  );
}
