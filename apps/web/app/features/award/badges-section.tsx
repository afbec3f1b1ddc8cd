import { RenewalIcon as CalendarSync } from '~/ui/icons/benefit-icons';
import { badges } from '@verdantia/domain/assessment/medals';
import { badgeCopy, badgesIntro, validityCopy } from '~/content/award';
import { SectionHeading } from '~/ui/section-heading';

export function BadgesSection() {
  return (
    <section aria-labelledby="badges-title" className="bg-white py-20 lg:py-28">
      <div className="container-page">
        <SectionHeading id="badges-title" {...badgesIntro} />
        <div className="mt-12 grid gap-5 lg:grid-cols-3">
          {badges.map((badge) => (
            <article
              key={badge.id}
              className="flex flex-col gap-5 rounded-3xl bg-page-teal p-7 ring-1 ring-brand-100 sm:flex-row sm:items-start lg:flex-col"
            >
              <img
                src={badgeCopy[badge.id].image}
                width="96"
                height="96"
                alt=""
                loading="lazy"
                className="size-20 shrink-0 sm:size-24"
              />
              <div>
                <h3 className="text-xl font-bold text-brand-950">{badge.title}</h3>
                <p className="mt-2 inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
                  {badgeCopy[badge.id].tag}
                </p>
                <p className="mt-3 text-muted">{badge.description}</p>
              </div>
            </article>
          ))}
          <article
            aria-labelledby="validity-title"
            className="rounded-3xl bg-brand-900 p-7 text-white"
          >
            <span className="grid size-12 place-items-center rounded-2xl bg-white/10 text-accent-300">
              <CalendarSync className="size-6" aria-hidden="true" />
            </span>
            <h3 id="validity-title" className="mt-5 text-xl font-bold">
              {validityCopy.title}
            </h3>
            <p className="mt-3 text-white/85">{validityCopy.text}</p>
            <ol className="mt-6 grid gap-2 text-sm">
              {validityCopy.timeline.map((step, i) => (
                <li key={step} className="flex items-center gap-3">
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent-400 font-bold text-brand-950">
                    {i + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </article>
        </div>
      </div>
    </section>
  );
}
