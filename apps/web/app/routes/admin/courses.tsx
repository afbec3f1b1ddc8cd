import { RequireRole } from '~/backoffice/gate';
import { CoursesPage } from '~/features/academy/admin/courses-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/courses';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminCoursesRoute() {
  return (
    <RequireRole roles={['admin', 'editor']}>
      <CoursesPage />
    </RequireRole>
  );
}
