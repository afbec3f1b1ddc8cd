import { ButtonLink } from '~/ui/button';
import { HeroVisual } from './hero-visual';

// The hero's copy ships with the first load, so it lives here rather than in content/home.ts.
const hero = {
  eyebrow: 'AI-powered ESG platform',
  title: ['The ERP for', 'sustainability'],
  lead: 'Unify ESG insights, risk management and decarbonisation in one platform, so your board, finance and sustainability teams act on the same trusted numbers.',
  note: 'Ready for CSRD, ISSB, GRI and TCFD reporting',
  about: { label: 'About Us', href: '/about' },
  demo: { label: 'Request A Demo', href: '/contact' },
};

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="overflow-hidden bg-[radial-gradient(circle_at_85%_15%,#d9f99d99,transparent_40%),linear-gradient(#effcf8,#f3f5f4)] pt-header"
    >
      <div className="container-page grid items-center gap-12 pt-10 pb-8 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:pb-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
            <span className="size-2 rounded-full bg-brand-500" />
            {hero.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-6xl xl:text-7xl"
          >
            {hero.title[0]} <span className="text-brand-700">{hero.title[1]}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted sm:text-xl">{hero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={hero.about.href} variant="secondary" size="lg" className="bg-white/60">
              {hero.about.label}
            </ButtonLink>
            <ButtonLink to={hero.demo.href} size="lg">
              {hero.demo.label}
            </ButtonLink>
          </div>
          <p className="mt-8 text-sm text-muted">{hero.note}</p>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
