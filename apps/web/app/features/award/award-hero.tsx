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
    <section
      aria-labelledby="award-title"
      className="overflow-hidden bg-[radial-gradient(circle_at_80%_20%,#d9f99d80,transparent_38%),linear-gradient(#effcf8,#f3fffe)] pt-header"
    >
      <div className="container-page grid items-center gap-12 pt-10 pb-16 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
            <span className="size-2 rounded-full bg-brand-500" />
            {eyebrow}
          </p>
          <h1
            id="award-title"
            className="mt-5 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl xl:text-6xl"
          >
            {title[0]} <span className="text-brand-700">{title[1]}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted">{lead}</p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="At a glance">
            {facts.map((fact) => (
              <li
                key={fact}
                className="rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-900 ring-1 ring-line"
              >
                {fact}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={primary.href} size="lg">
              {primary.label}
            </ButtonLink>
            <ButtonLink to={secondary.href} variant="secondary" size="lg" className="bg-white/60">
              {secondary.label}
            </ButtonLink>
          </div>
        </div>
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
      </div>
    </section>
  );
}
