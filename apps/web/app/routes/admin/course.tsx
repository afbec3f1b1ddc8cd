import { RequireRole } from '~/backoffice/gate';
import { CourseEditorPage, NewCoursePage } from '~/features/academy/admin/course-editor-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/course';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** ':id' is "new" for a new course, then the saved course's id. */
export default function AdminCourseRoute({ params }: Route.ComponentProps) {
  return (
    <RequireRole roles={['admin', 'editor']}>
      {params.id === 'new' ? (
        <NewCoursePage />
      ) : (
        <CourseEditorPage key={params.id} courseId={params.id} />
      )}
    </RequireRole>
  );
}
