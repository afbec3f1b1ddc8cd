import { CheckIcon as Check } from '~/ui/icons/control-icons';
import { ListChecksIcon as ListChecks, UsersIcon as Users } from '~/ui/icons/line-icons';
import { courseRules, type LiveCourse } from '~/content/academy-courses';
import { SectionHeading } from '~/ui/section-heading';

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="mt-6 grid gap-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-brand-950">
          <Check className="mt-1 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}

export function AboutCourse({ course }: { course: LiveCourse }) {
  return (
    <section aria-labelledby="about-course-title" className="container-page py-20 lg:py-28">
      <div className="grid gap-12 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <SectionHeading id="about-course-title" eyebrow="About" title="About the course" />
          <div className="mt-6 space-y-4 text-muted">
            {course.about.map((text) => (
              <p key={text.slice(0, 24)}>{text}</p>
            ))}
          </div>
        </div>
        <div className="rounded-3xl bg-page-teal p-8 ring-1 ring-brand-100">
          <h2 className="text-2xl font-bold text-brand-950">Objectives</h2>
          <CheckList items={course.objectives} />
        </div>
        <div className="rounded-3xl bg-white p-8 shadow-card ring-1 ring-line">
          <h2 className="text-2xl font-bold text-brand-950">Requirements</h2>
          <CheckList items={course.requirements} />
        </div>
      </div>
    </section>
  );
}

export function CourseAgenda({ course }: { course: LiveCourse }) {
  return (
    <section aria-labelledby="agenda-title" className="bg-page-grey py-20 lg:py-28">
      <div className="container-page">
        <SectionHeading
          id="agenda-title"
          eyebrow="Agenda"
          title="Four days, step by step"
          lead={`${course.schedule.dates}; ${course.schedule.times}. Each session has a 15-minute break.`}
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {course.agenda.map((day, i) => (
            <li key={day.isoDate} className="rounded-3xl bg-white p-7 shadow-card ring-1 ring-line">
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                Day {i + 1}
              </p>
              <p className="mt-1 font-semibold text-brand-950">
                <time dateTime={day.isoDate}>{day.date}</time>
              </p>
              <h3 className="mt-4 text-xl font-bold text-brand-950">{day.title}</h3>
              <ul className="mt-3 list-disc space-y-1.5 pl-5 text-muted">
                {day.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function AudienceAndRules({ course }: { course: LiveCourse }) {
  return (
    <section aria-labelledby="audience-title" className="container-page py-20 lg:py-28">
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="rounded-3xl bg-white p-8 shadow-card ring-1 ring-line sm:p-10">
          <h2
            id="audience-title"
            className="flex items-center gap-3 text-2xl font-bold text-brand-950"
          >
            <Users className="size-6 text-brand-700" aria-hidden="true" />
            Who should attend
          </h2>
          <CheckList items={course.audience} />
        </div>
        <div className="rounded-3xl bg-white p-8 shadow-card ring-1 ring-line sm:p-10">
          <h2 className="flex items-center gap-3 text-2xl font-bold text-brand-950">
            <ListChecks className="size-6 text-brand-700" aria-hidden="true" />
            Course rules
          </h2>
          <CheckList items={courseRules} />
        </div>
      </div>
    </section>
  );
}
