import { plural } from '@verdantia/domain/common/plural';
import { GraduationCap, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '~/backoffice/data-table';
import { StatusBadge } from '~/backoffice/status-badge';
import {
  adminButton,
  EmptyState,
  formatDateTime,
  PageHeader,
  Panel,
  stacked,
  TableSkeleton,
} from '~/backoffice/ui';
import { errorMessage } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { useCourseList } from './course-api';

const columns = ['Course', 'Status', 'Lectures', 'Learners', 'Completed', 'Updated'];

/** The academy's courses: status, size and how many learners enrolled and finished. */
export function CoursesPage() {
  const courses = useCourseList();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Courses"
        description="Self-paced academy courses: sections, video lectures, publishing and learners."
        actions={
          <Link to="/admin/courses/new" className={adminButton('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            New course
          </Link>
        }
      />
      <Panel>
        {courses.isError && (
          <FormAlert tone="error" className="m-4" onRetry={() => void courses.refetch()}>
            {errorMessage(courses.error)}
          </FormAlert>
        )}
        {courses.isPending && <TableSkeleton columns={6} rows={4} />}
        {courses.data?.length === 0 && (
          <EmptyState icon={GraduationCap} title="No courses yet">
            Create a course, add sections and lectures, then publish it for learners.
          </EmptyState>
        )}
        {courses.data && courses.data.length > 0 && (
          <DataTable caption="Courses" columns={columns}>
            {courses.data.map((course) => (
              <tr key={course._id} className={stacked.row}>
                <td className={stacked.td}>
                  <Link
                    to={`/admin/courses/${course._id}`}
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {course.courseName}
                  </Link>
                </td>
                <td className={stacked.td}>
                  <StatusBadge published={course.published} />
                </td>
                <td className={stacked.td}>
                  <span className="sm:hidden">Lectures: </span>
                  {course.lectureCount} in {plural(course.sectionCount, 'section')}
                </td>
                <td className={stacked.td}>
                  <span className="sm:hidden">Learners: </span>
                  {course.enrolmentCount}
                </td>
                <td className={stacked.td}>
                  <span className="sm:hidden">Completed: </span>
                  {course.completedCount}
                </td>
                <td className={`${stacked.td} text-muted`}>
                  <span className="sm:hidden">Updated </span>
                  {formatDateTime(course.updatedAt)}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Panel>
    </div>
  );
}
