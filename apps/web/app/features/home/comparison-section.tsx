import { site } from '@verdantia/domain/site/config';
import { SectionHeading } from '~/ui/section-heading';
import { SpriteIcon } from '~/ui/icons/sprite-icon';

const rows = [
  [
    'ESG data scattered across spreadsheets, sites and suppliers',
    'One governed data layer with owners, audit trail and evidence',
  ],
  [
    'Reporting cycles that swallow months of effort every year',
    'CSRD, ISSB and GRI outputs generated from the same mapped data',
  ],
  [
    'Net zero targets without a credible, costed pathway',
    'AI forecasts and reduction scenarios built on meter and ERP data',
  ],
  [
    'Greenwashing exposure in marketing and annual reports',
    'Every public claim checked against its evidence before it goes out',
  ],
  [
    'ESG risks that reach the board too late to act on',
    'Continuous risk screening with clear escalation to the right owner',
  ],
];

// On wide screens both panels share one subgrid, so each challenge sits level with its answer.
const panel = 'rounded-3xl p-6 sm:p-10 lg:row-span-6 lg:grid lg:grid-rows-subgrid';
const list = 'mt-6 divide-y lg:row-span-5 lg:grid lg:grid-rows-subgrid';

export default function ComparisonSection() {
  return (
    <section aria-labelledby="comparison-title" className="bg-white py-20 lg:py-28">
      <div className="container-page">
        <SectionHeading
          id="comparison-title"
          center
          eyebrow="Challenges and solutions"
          title="From ESG headaches to a programme that runs itself"
          lead="The problems we hear most often, and how the platform answers each one."
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-2 lg:grid-rows-[repeat(6,auto)] lg:gap-y-0">
          <div className={`${panel} bg-page-grey ring-1 ring-line`}>
            <h3 className="text-xl font-bold text-brand-950">The challenge today</h3>
            <ul className={`${list} divide-line`}>
              {rows.map(([challenge]) => (
                <li key={challenge} className="flex gap-4 py-4">
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-white text-muted ring-1 ring-line">
                    <SpriteIcon sheet="home" name="cross" />
                  </span>
                  <span className="text-muted">{challenge}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className={`${panel} bg-brand-950`}>
            <h3 className="text-xl font-bold text-white">With {site.name}</h3>
            <ul className={`${list} divide-white/10`}>
              {rows.map(([, solution]) => (
                <li key={solution} className="flex gap-4 py-4">
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent-400 text-brand-950">
                    <SpriteIcon sheet="home" name="check" />
                  </span>
                  <span className="text-white">{solution}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
