import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Hand from 'lucide-react/icons/hand';
import Layers from 'lucide-react/icons/layers';
import { Link } from 'react-router';
import {
  approach,
  formats,
  insightsBanner,
  workshops,
  workshopsIntro,
} from '~/content/academy-training';
import { ButtonLink } from '~/ui/button';
import { SectionHeading } from '~/ui/section-heading';

const approachIcons = { instructors: GraduationCap, 'hands-on': Hand, curriculum: Layers };

/** Everything below the hero: in the prerendered HTML, hydrated when the visitor nears it. */
export default function TrainingSections() {
  return (
    <>
      <section aria-labelledby="approach-title" className="container-page py-20 lg:py-28">
        <SectionHeading
          id="approach-title"
          center
          eyebrow={approach.eyebrow}
          title={approach.title}
          lead={approach.lead}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {approach.items.map((item) => {
            const Icon = approachIcons[item.icon];
            return (
              <li key={item.title} className="rounded-3xl bg-page-teal p-8 ring-1 ring-brand-100">
                <span className="grid size-14 place-items-center rounded-2xl bg-brand-700 text-white">
                  <Icon className="size-7" aria-hidden="true" />
                </span>
                <h3 className="mt-6 text-xl font-bold text-brand-950">{item.title}</h3>
                <p className="mt-3 text-muted">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="insights-title" className="container-page">
        <div className="relative isolate grid gap-8 overflow-hidden rounded-[2rem] bg-brand-950 p-8 sm:p-12 lg:grid-cols-[1.4fr_1fr] lg:items-center lg:p-14">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_100%_0%,#1ea38666,transparent_45%),radial-gradient(circle_at_0%_100%,#bef26433,transparent_40%)]"
          />
          <div>
            <p className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
              {insightsBanner.eyebrow}
            </p>
            <h2
              id="insights-title"
              className="mt-3 text-3xl font-bold tracking-tight text-white sm:text-4xl"
            >
              {insightsBanner.title}
            </h2>
            <p className="mt-4 text-lg text-white/85">{insightsBanner.text}</p>
          </div>
          <div className="flex flex-wrap gap-3 lg:justify-end">
            <ButtonLink to={insightsBanner.link.href} variant="light" size="lg">
              {insightsBanner.link.label}
              <ArrowRight className="size-5" aria-hidden="true" />
            </ButtonLink>
            <Link
              to={insightsBanner.secondary.href}
              className="inline-flex h-12 items-center rounded-full px-6 font-semibold text-white ring-1 ring-white/40 hover:bg-white/10 focus-visible:outline-accent-300"
            >
              {insightsBanner.secondary.label}
            </Link>
          </div>
        </div>
      </section>

      <section
        id="workshops"
        aria-labelledby="workshops-title"
        className="container-page py-20 lg:py-28"
      >
        <SectionHeading id="workshops-title" {...workshopsIntro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {workshops.map((workshop) => (
            <li
              key={workshop.id}
              data-testid="workshop-card"
              className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line"
            >
              <img
                src={workshop.image}
                width="400"
                height="240"
                alt=""
                loading="lazy"
                className="aspect-[5/3] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-lg leading-snug font-bold text-brand-950">{workshop.title}</h3>
                <p className="mt-2 text-muted">{workshop.description}</p>
                <p className="mt-5 text-sm font-semibold text-brand-800">Topics</p>
                <ul className="mt-2 grid gap-2 text-sm">
                  {workshop.topics.map((topic) => (
                    <li key={topic} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                      {topic}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="formats-title" className="bg-page-teal py-20 lg:py-28">
        <div className="container-page">
          <SectionHeading id="formats-title" eyebrow={formats.eyebrow} title={formats.title} />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {formats.items.map((item) => (
              <li key={item.title}>
                <Link
                  to={item.href}
                  className="group flex h-full flex-col rounded-3xl bg-white p-7 ring-1 ring-line transition-shadow hover:shadow-card hover:ring-brand-300"
                >
                  <span className="text-lg font-bold text-brand-950">{item.title}</span>
                  <span className="mt-2 text-muted">{item.text}</span>
                  <ArrowRight
                    className="mt-auto size-5 translate-y-3 text-brand-700 transition-transform group-hover:translate-x-1"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-14 flex flex-col items-center gap-6 rounded-3xl bg-white p-8 text-center ring-1 ring-line sm:p-10 lg:flex-row lg:justify-between lg:text-left">
            <div className="max-w-2xl">
              <h3 className="text-2xl font-bold text-brand-950">{formats.cta.title}</h3>
              <p className="mt-2 text-muted">{formats.cta.text}</p>
            </div>
            <ButtonLink to={formats.cta.action.href} size="lg">
              {formats.cta.action.label}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
