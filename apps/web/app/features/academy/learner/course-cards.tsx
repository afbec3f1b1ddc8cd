import { Link } from 'react-router';
import type { CourseListItem, Enrolment } from '@verdantia/domain/academy/learner';
import { buttonClass } from '~/ui/button';
import { SubmitButton } from '~/ui/form';

function Cover({ src }: { src: string }) {
  return (
    <img
      src={src}
      width="400"
      height="240"
      alt=""
      loading="lazy"
      className="aspect-[5/3] w-full bg-brand-50 object-cover"
    />
  );
}

/** One of the learner's courses: progress bar, percent, and View at 100 % else Continue. */
export function MyCourseCard({ enrolment }: { enrolment: Enrolment }) {
  const course = enrolment.courseId!;
  const percent = Math.round(enrolment.progressPercentage);
  const done = percent >= 100;
  return (
    <li
      data-testid="my-course"
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line"
    >
      <Cover src={course.courseImage} />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg leading-snug font-bold text-brand-950">{course.courseName}</h3>
        <p className="mt-2 line-clamp-3 text-muted">{course.description}</p>
        <div className="mt-auto pt-6">
          <div className="flex justify-between text-sm font-semibold text-brand-950">
            <span id={`progress-${enrolment._id}`}>Progress</span>
            <span data-testid="progress-percent">{percent}% completed</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`progress-${enrolment._id}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-brand-50"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
          <Link
            to={`/esg-course/${course._id}`}
            className={`${buttonClass(done ? 'secondary' : 'primary')} mt-5 w-full`}
            aria-label={`${done ? 'View' : 'Continue'}: ${course.courseName}`}
          >
            {done ? 'View' : 'Continue'}
          </Link>
        </div>
      </div>
    </li>
  );
}

/** A course not yet enrolled in, with Enroll. */
export function AvailableCourseCard({
  course,
  enrolling,
  onEnrol,
}: {
  course: CourseListItem;
  enrolling: boolean;
  onEnrol: () => void;
}) {
  return (
    <li
      data-testid="available-course"
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line"
    >
      <Cover src={course.courseImage} />
      <form
        className="flex flex-1 flex-col p-6"
        onSubmit={(event) => {
          event.preventDefault();
          onEnrol();
        }}
      >
        <h3 className="text-lg leading-snug font-bold text-brand-950">{course.courseName}</h3>
        <p className="mt-2 line-clamp-3 text-muted">{course.description}</p>
        <div className="flex-1" />
        <SubmitButton
          pending={enrolling}
          label="Enroll"
          pendingLabel="Enrolling…"
          className="mt-6 w-full"
        />
      </form>
    </li>
  );
}
