import { CircleTickIcon as CircleCheck } from '~/ui/icons/trust-icons';
import { FOLLOW_UP_BUSINESS_DAYS } from '@verdantia/domain/trustlink/constants';
import { fill } from '../i18n/fill';
import { useReporterText } from '../i18n/reporter-text';
import { SectionHeading } from '~/ui/section-heading';

/** What happens after submitting, then the four numbered steps. */
export function LandingProcess() {
  const { text } = useReporterText();
  const { nextSteps, process } = text.landing;
  return (
    <section aria-labelledby="trustlink-process" className="bg-page-teal py-16 lg:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <SectionHeading title={nextSteps.title} lead={nextSteps.lead} />
          <ul className="mt-8 space-y-4">
            {nextSteps.items.map((item) => (
              <li key={item} className="flex gap-3">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="text-ink">{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <SectionHeading id="trustlink-process" title={process.title} lead={process.lead} />
          <ol className="mt-8 grid gap-4 sm:grid-cols-2">
            {process.steps.map((step, i) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 ring-1 ring-line">
                <span className="grid size-10 place-items-center rounded-full bg-brand-700 font-bold text-white">
                  <span className="sr-only">{process.stepLabel} </span>
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-brand-950">{step.title}</h3>
                <p className="mt-2 text-muted">
                  {fill(step.text, { days: FOLLOW_UP_BUSINESS_DAYS })}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
