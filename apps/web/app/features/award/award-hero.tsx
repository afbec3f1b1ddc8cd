import { HeroFacts, PageHero } from '~/blocks/page-hero';
import { ButtonLink } from '~/ui/button';

// The hero's copy ships with the first load, so it lives here rather than in content/award.ts.
const hero = {
  eyebrow: 'Sustainability Maturity Medals',
  title: ['Recognition for', 'real sustainability progress'],
  lead: 'Take our free assessment and receive a maturity score out of 100. Once our analysts have verified your answers, you are awarded the medal your score has earned: an independent signal your customers, investors and people can trust.',
  facts: ['Score out of 100', 'Four medal levels', 'Valid for one year'],
  primary: { label: 'Start your free assessment', href: '/start-green' },
  secondary: { label: 'Talk to us', href: '/contact' },
  tiers: ['bronze', 'silver', 'gold', 'diamond'],
};

export function AwardHero() {
  const { eyebrow, title, lead, facts, primary, secondary, tiers } = hero;
  return (
    <PageHero
      titleId="award-title"
      eyebrow={eyebrow}
      title={title[0]}
      titleAccent={title[1]}
      lead={lead}
      className="overflow-hidden bg-[radial-gradient(circle_at_80%_20%,#d9f99d80,transparent_38%),linear-gradient(#effcf8,#f3fffe)]"
      frameClassName="gap-12 pb-16 lg:grid-cols-[1.1fr_1fr] lg:pb-24"
      leadClassName="max-w-xl"
      visual={<MedalCluster tiers={tiers} />}
    >
      <HeroFacts facts={facts} />
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={primary.href} size="lg">
          {primary.label}
        </ButtonLink>
        <ButtonLink to={secondary.href} variant="secondary" size="lg" className="bg-white/60">
          {secondary.label}
        </ButtonLink>
      </div>
    </PageHero>
  );
}

/** The four medals, staggered on two rings: decoration, as the copy names the levels. */
function MedalCluster({ tiers }: { tiers: string[] }) {
  return (
    <div
      className="relative mx-auto aspect-square w-full max-w-[19rem] sm:max-w-md"
      aria-hidden="true"
    >
      <div className="absolute inset-6 rounded-full bg-white/70 ring-1 ring-brand-100" />
      <div className="absolute inset-16 rounded-full border-2 border-dashed border-brand-200" />
      <div className="relative grid h-full grid-cols-2 content-center gap-4 p-6 sm:gap-6 sm:p-8">
        {tiers.map((tier, i) => (
          <img
            key={tier}
            src={`/images/award/medal-${tier}.svg`}
            width="160"
            height="160"
            alt=""
            className={i % 2 ? 'translate-y-6 drop-shadow-xl' : '-translate-y-2 drop-shadow-xl'}
          />
        ))}
      </div>
    </div>
  );
}
