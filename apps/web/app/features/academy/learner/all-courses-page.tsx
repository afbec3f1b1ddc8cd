import { FormAlert } from '~/ui/form';
import { SectionHeading } from '~/ui/section-heading';
import { AvailableCourseCard, MyCourseCard } from './course-cards';
import { MyCertificates } from './my-certificates';
import { useCourses, useEnrol } from './use-courses';

function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="mt-8 flex items-center gap-3 text-muted">
      <span className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
      {label}
    </p>
  );
}

/** /all-courses: the learner's courses first, then the courses they can enrol in. */
export function AllCoursesPage() {
  const { mine, all, enrolments, available } = useCourses();
  const enrol = useEnrol();

  return (
    <div className="bg-[linear-gradient(#effcf8,#fff_28rem)] pt-header">
      <div className="container-page py-14 lg:py-20">
        <h1 className="text-4xl font-bold tracking-tight text-brand-950">My courses</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">
          Pick up where you left off, or enrol in a new course. Your progress is saved lecture by
          lecture.
        </p>

        <section aria-labelledby="my-courses-title" className="mt-12">
          <h2 id="my-courses-title" className="text-2xl font-bold text-brand-950">
            Enrolled courses
          </h2>
          {mine.isPending ? (
            <Loading label="Loading your courses…" />
          ) : mine.isError ? (
            <FormAlert tone="error" className="mt-6" onRetry={() => void mine.refetch()}>
              We could not load your courses.
            </FormAlert>
          ) : enrolments.length === 0 ? (
            <p className="mt-4 text-muted">
              You have not enrolled in a course yet. Choose one below to start.
            </p>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {enrolments.map((enrolment) => (
                <MyCourseCard key={enrolment._id} enrolment={enrolment} />
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="my-certificates-title" className="mt-16">
          <h2 id="my-certificates-title" className="text-2xl font-bold text-brand-950">
            My certificates
          </h2>
          <MyCertificates />
        </section>

        <section aria-labelledby="available-title" className="mt-16">
          <SectionHeading
            id="available-title"
            title="More courses"
            lead="Self-paced courses with short video lectures and a certificate when you finish."
          />
          {all.isPending ? (
            <Loading label="Loading courses…" />
          ) : all.isError ? (
            <FormAlert tone="error" className="mt-6" onRetry={() => void all.refetch()}>
              We could not load the courses.
            </FormAlert>
          ) : available.length === 0 ? (
            <p className="mt-4 text-muted">You are enrolled in every course we offer.</p>
          ) : (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {available.map((course) => (
                <AvailableCourseCard
                  key={course._id}
                  course={course}
                  enrolling={enrol.isPending && enrol.variables === course._id}
                  onEnrol={() => enrol.mutate(course._id)}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
