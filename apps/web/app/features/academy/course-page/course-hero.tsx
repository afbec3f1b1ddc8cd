import { CalendarIcon as CalendarDays, ClockIcon as Clock } from '~/ui/icons/line-icons';
import { PageHero } from '~/blocks/page-hero';
import type { LiveCourse } from '~/content/academy-courses';
import { ButtonLink } from '~/ui/button';

/** The course's name, lead, announced dates and times, and its details at a glance. */
export function CourseHero({ course }: { course: LiveCourse }) {
  return (
    <PageHero
      titleId="course-title"
      eyebrow="Live certificate course"
      title={course.name}
      lead={course.lead}
      className="overflow-hidden bg-[radial-gradient(circle_at_85%_15%,#d9f99d80,transparent_38%),linear-gradient(#effcf8,#fff)]"
      frameClassName="gap-12 pb-16 lg:grid-cols-[1.2fr_1fr] lg:pb-24"
      titleClassName="sm:text-4xl xl:text-5xl"
      leadClassName="max-w-2xl sm:text-xl"
      visual={
        <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:p-8">
          <img
            src={course.image}
            width="400"
            height="240"
            alt=""
            className="aspect-[5/3] w-full rounded-2xl object-cover"
          />
          <dl className="mt-6 grid gap-4">
            {course.details.map((detail) => (
              <div key={detail.label} className="grid grid-cols-[7rem_1fr] gap-3 text-sm">
                <dt className="font-semibold text-brand-950">{detail.label}</dt>
                <dd className="text-muted">{detail.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      }
    >
      <ul className="mt-8 grid gap-3 text-brand-950">
        <li className="flex items-start gap-3">
          <CalendarDays className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            <span className="sr-only">Dates: </span>
            {course.schedule.dates}
          </span>
        </li>
        <li className="flex items-start gap-3">
          <Clock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            <span className="sr-only">Times: </span>
            {course.schedule.times}
          </span>
        </li>
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/contact#contact-form" size="lg">
          Register your interest
        </ButtonLink>
        <ButtonLink to="/academy-page" variant="secondary" size="lg" className="bg-white/60">
          All academy courses
        </ButtonLink>
      </div>
    </PageHero>
  );
}
