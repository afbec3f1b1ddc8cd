import type { LiveCourse } from '~/content/academy-courses';
import { hydrateWhenReached } from '~/ui/hydrate-when-used';
import { SectionHeading } from '~/ui/section-heading';

const FacultyIsland = hydrateWhenReached(() => import('./faculty-toggle'), 'min-h-[30rem]');

/** The faculty: the one part of a course page that is interactive (its toggle is an island). */
export function CourseFaculty({ course }: { course: LiveCourse }) {
  return (
    <section aria-labelledby="faculty-title" className="bg-page-teal py-20 lg:py-28">
      <div className="container-page">
        <SectionHeading id="faculty-title" eyebrow="Faculty" title="Learn from practitioners" />
        <FacultyIsland faculty={course.faculty} />
      </div>
    </section>
  );
}
