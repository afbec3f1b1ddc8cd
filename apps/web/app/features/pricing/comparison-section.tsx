import { useId } from 'react';
import { planFeatures } from '@verdantia/domain/pricing/plan-features';
import { MOST_IMPACTFUL_LABEL, plans } from '@verdantia/domain/pricing/plans';
import { comparisonIntro } from '~/content/pricing';
import { ButtonLink } from '~/ui/button';
import { SectionHeading } from '~/ui/section-heading';
import { PlanValue } from './plan-value';

// Below md the same table is laid out as a grid: each feature name takes a full line with the
// three plan values underneath, under a sticky row of plan names, so nothing has to scroll
// sideways on a phone. Changing a table's display can strip its semantics in some browsers, so
// the table roles are stated explicitly.
const row = 'max-md:grid max-md:grid-cols-3';

/** The 15-row feature comparison of the three plans. */
export default function ComparisonSection() {
  const captionId = useId();
  const { caption, ...heading } = comparisonIntro;
  return (
    <section
      aria-labelledby="compare-title"
      className="container-page pt-6 pb-20 lg:pt-10 lg:pb-28"
    >
      <SectionHeading id="compare-title" center {...heading} />
      <div className="mt-12 rounded-3xl bg-white px-4 pb-4 shadow-card ring-1 ring-line sm:px-8 sm:pb-8">
        <table
          role="table"
          aria-labelledby={captionId}
          className="w-full border-separate border-spacing-0 text-left max-md:block"
        >
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="sticky top-(--nav-h) z-10 bg-white max-md:block">
            <tr className={`${row} bg-white max-md:items-end`}>
              <th
                scope="col"
                className="w-2/5 border-b-2 border-brand-100 bg-white py-4 pr-4 align-bottom text-sm font-semibold text-muted max-md:sr-only"
              >
                Feature
              </th>
              {plans.map((plan) => (
                <th
                  key={plan.id}
                  scope="col"
                  className="border-b-2 border-brand-100 bg-white px-1 py-4 text-center align-bottom text-sm leading-tight font-bold text-brand-950 sm:px-3 sm:text-base md:w-1/5"
                >
                  {plan.mostImpactful && (
                    <span className="mx-auto mb-2 block w-fit rounded-full bg-accent-400 px-2 py-0.5 text-[0.7rem] font-bold tracking-wide text-brand-950 uppercase sm:text-xs">
                      {MOST_IMPACTFUL_LABEL}
                    </span>
                  )}
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-md:block">
            {planFeatures.map((feature) => (
              <tr key={feature.label} className={`${row} group`}>
                <th
                  scope="row"
                  className="border-b border-line py-4 pr-4 font-medium text-ink group-last:border-0 max-md:col-span-3 max-md:border-0 max-md:pt-5 max-md:pb-2"
                >
                  {feature.label}
                </th>
                {plans.map((plan) => (
                  <td
                    key={plan.id}
                    className="border-b border-line px-1 py-4 text-center group-last:border-0 max-md:pt-1 max-md:pb-5 sm:px-3"
                  >
                    <PlanValue value={feature.values[plan.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-10 flex flex-col items-center gap-4 text-center sm:flex-row sm:justify-center">
        <p className="text-lg text-muted">Not sure which plan fits your organisation?</p>
        <ButtonLink to="/contact" variant="secondary">
          Talk to our team
        </ButtonLink>
      </div>
    </section>
  );
}
