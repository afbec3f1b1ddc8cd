import { CheckIcon as Check } from '~/ui/icons/control-icons';
import { ChipIcon as Cpu } from '~/ui/icons/line-icons';
import type { AcademyLanding } from '~/content/academy-landing';
import { SectionHeading } from '~/ui/section-heading';

export function AboutSection({ about }: { about: AcademyLanding['about'] }) {
  return (
    <section aria-labelledby="about-title" className="bg-page-teal py-20 lg:py-28">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <SectionHeading id="about-title" eyebrow={about.eyebrow} title={about.title} />
        <div className="space-y-5 text-lg text-muted">
          {about.paragraphs.map((text) => (
            <p key={text.slice(0, 24)}>{text}</p>
          ))}
          <ul className="flex flex-wrap gap-x-6 gap-y-2 pt-2 text-base font-medium text-brand-900">
            {about.facts.map((fact) => (
              <li key={fact} className="flex items-center gap-2">
                <Check className="size-4 text-brand-600" aria-hidden="true" />
                {fact}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export function TechnologySection({ technology }: { technology: AcademyLanding['technology'] }) {
  return (
    <section aria-labelledby="technology-title" className="container-page pb-20 lg:pb-28">
      <div className="relative isolate grid gap-8 overflow-hidden rounded-[2rem] bg-brand-950 p-8 sm:p-12 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:p-14">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_100%_0%,#1ea38666,transparent_45%),radial-gradient(circle_at_0%_100%,#bef26433,transparent_40%)]"
        />
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
            <Cpu className="size-4" aria-hidden="true" />
            {technology.eyebrow}
          </p>
          <h2
            id="technology-title"
            className="mt-3 text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            {technology.title}
          </h2>
          <p className="mt-4 text-lg text-white/85">{technology.text}</p>
        </div>
        <ul className="grid gap-3">
          {technology.points.map((point) => (
            <li
              key={point}
              className="flex items-center gap-3 rounded-2xl bg-white/10 px-5 py-4 font-medium text-white ring-1 ring-white/15"
            >
              <Check className="size-5 shrink-0 text-accent-300" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
