import { ArrowRightIcon as ArrowRight } from '~/ui/icons/control-icons';
import { CalendarIcon as CalendarDays } from '~/ui/icons/line-icons';
import { Link } from 'react-router';
import type { AcademyLanding } from '~/content/academy-landing';
import { SectionHeading } from '~/ui/section-heading';

export function CourseCards({ courses }: { courses: AcademyLanding['courses'] }) {
  return (
    <section aria-labelledby="courses-title" className="container-page py-20 lg:py-28">
      <SectionHeading
        id="courses-title"
        eyebrow={courses.eyebrow}
        title={courses.title}
        lead={courses.lead}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {courses.items.map((course) => (
          <li key={course.href}>
            <Link
              to={course.href}
              className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line transition-shadow hover:ring-brand-300"
            >
              <img
                src={course.image}
                width="400"
                height="240"
                alt=""
                loading="lazy"
                className="aspect-[5/3] w-full object-cover"
              />
              <span className="flex flex-1 flex-col p-7">
                <span className="text-xl leading-snug font-bold text-brand-950">
                  {course.title}
                </span>
                <span className="mt-3 text-muted">{course.summary}</span>
                <span className="mt-5 flex items-center gap-2 text-sm font-medium text-brand-800">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  {course.dates}
                </span>
                <span className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700">
                  View the course
                  <ArrowRight
                    className="size-5 transition-transform group-hover:translate-x-1"
                    aria-hidden="true"
                  />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
