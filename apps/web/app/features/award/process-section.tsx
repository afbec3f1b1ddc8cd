import { ClockIcon as Clock } from '~/ui/icons/line-icons';
import { awardProcess } from '@verdantia/domain/assessment/medals';
import { awardActions, awardCta, processCopy, processIntro } from '~/content/award';
import { ButtonLink } from '~/ui/button';
import { SectionHeading } from '~/ui/section-heading';

export function ProcessSection() {
  return (
    <section aria-labelledby="process-title" className="container-page py-20 lg:py-28">
      <SectionHeading id="process-title" center {...processIntro} />
      {/* The connecting line sits beside the list: an <ol> may only hold list items. */}
      <div className="relative mt-14">
        <span
          aria-hidden="true"
          className="absolute top-6 right-[10%] left-[10%] hidden h-0.5 bg-brand-200 lg:block"
        />
        <ol className="relative grid gap-6 lg:grid-cols-5 lg:gap-5">
          {awardProcess.map((step, i) => (
            <li
              key={step.id}
              className="relative grid grid-cols-[3rem_1fr] gap-x-4 lg:block lg:text-center"
            >
              <span className="relative z-10 grid size-12 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white ring-8 ring-page-teal lg:mx-auto">
                <span className="sr-only">Step </span>
                {i + 1}
              </span>
              <div className="lg:mt-5">
                <h3 className="text-lg font-semibold text-brand-950">{step.title}</h3>
                {step.duration && (
                  <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-accent-300 px-3 py-1 text-sm font-semibold text-brand-950">
                    <Clock className="size-4" aria-hidden="true" />
                    {step.duration}
                  </p>
                )}
                <p className="mt-2 text-muted">{processCopy[step.id]}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-16 flex flex-col items-center gap-6 rounded-3xl bg-white p-8 text-center ring-1 ring-line sm:p-10 lg:flex-row lg:justify-between lg:text-left">
        <div className="max-w-2xl">
          <h3 className="text-2xl font-bold text-brand-950">{awardCta.title}</h3>
          <p className="mt-2 text-muted">{awardCta.lead}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to={awardActions.primary.href} size="lg">
            {awardActions.primary.label}
          </ButtonLink>
          <ButtonLink to={awardActions.secondary.href} variant="secondary" size="lg">
            {awardActions.secondary.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
