import { LearnerProviders } from '~/features/academy/learner/providers';
import { CourseDetailPage } from '~/features/academy/player/course-detail-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/esg-course';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function EsgCourseRoute({ params }: Route.ComponentProps) {
  return (
    <LearnerProviders>
      <CourseDetailPage key={params.id} courseId={params.id} />
    </LearnerProviders>
  );
}
