import { ArrowLeft, Eye, EyeOff } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { courseAdminMessages } from '@verdantia/domain/academy/admin';
import { StatusBadge } from '~/backoffice/status-badge';
import { AdminButton, PageHeader, TableSkeleton } from '~/backoffice/ui';
import { errorMessage } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { useAdminCourse, useCourseEdit, useCreateCourse } from './course-api';
import { CourseDetailsForm } from './course-details-form';
import { AssessmentEditor } from './assessment-editor';
import { LearnersPanel } from './learners-panel';
import { SectionsEditor } from './sections-editor';

const back = (
  <Link
    to="/admin/courses"
    className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    All courses
  </Link>
);

/** A new course: its details first; sections and lectures follow once it exists. */
export function NewCoursePage() {
  const create = useCreateCourse();
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      {back}
      <PageHeader
        title="New course"
        description="Start with the name, a description and a cover image."
        focusOnOpen
      />
      <CourseDetailsForm
        saveLabel="Create course"
        onSave={async (input) => {
          const course = await create.mutateAsync(input);
          void navigate(`/admin/courses/${course._id}`, { replace: true });
        }}
      />
    </div>
  );
}

/** One course: details, publishing, sections and lectures, learners and certificates. */
export function CourseEditorPage({ courseId }: { courseId: string }) {
  const course = useAdminCourse(courseId);
  const details = useCourseEdit(courseId, courseAdminMessages.saved);
  const publish = useCourseEdit(courseId);

  if (course.isPending) return <TableSkeleton columns={2} rows={6} />;
  if (course.isError) {
    return (
      <div className="space-y-6">
        {back}
        <FormAlert tone="error" onRetry={() => void course.refetch()}>
          {errorMessage(course.error)}
        </FormAlert>
      </div>
    );
  }
  const data = course.data;
  return (
    <div className="space-y-6">
      {back}
      <PageHeader
        title={data.courseName}
        description={<StatusBadge published={data.published} />}
        focusOnOpen
        actions={
          <AdminButton
            tone={data.published ? 'secondary' : 'primary'}
            disabled={publish.isPending}
            onClick={() =>
              publish.mutate(
                { path: '/publish', method: 'PUT', body: { published: !data.published } },
                {
                  onSuccess: (saved) =>
                    toast.success(
                      saved.published
                        ? courseAdminMessages.published
                        : courseAdminMessages.unpublished,
                    ),
                },
              )
            }
          >
            {data.published ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            )}
            {data.published ? 'Unpublish' : 'Publish'}
          </AdminButton>
        }
      />
      <CourseDetailsForm
        key={data.updatedAt}
        course={data}
        saveLabel="Save details"
        onSave={(input) => details.mutateAsync({ path: '', method: 'PUT', body: input })}
      />
      <SectionsEditor course={data} />
      <AssessmentEditor courseId={courseId} />
      <LearnersPanel courseId={courseId} />
    </div>
  );
}
