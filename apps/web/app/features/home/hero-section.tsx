import { PageHero } from '~/blocks/page-hero';
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
    <PageHero
      titleId="hero-title"
      eyebrow={hero.eyebrow}
      title={hero.title[0]}
      titleAccent={hero.title[1]}
      lead={hero.lead}
      className="overflow-hidden bg-[radial-gradient(circle_at_85%_15%,#d9f99d99,transparent_40%),linear-gradient(#effcf8,#f3f5f4)]"
      frameClassName="gap-12 pb-8 lg:grid-cols-[1.05fr_1fr] lg:pb-16"
      titleClassName="sm:text-6xl xl:text-7xl"
      leadClassName="max-w-xl sm:text-xl"
      visual={<HeroVisual />}
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={hero.about.href} variant="secondary" size="lg" className="bg-white/60">
          {hero.about.label}
        </ButtonLink>
        <ButtonLink to={hero.demo.href} size="lg">
          {hero.demo.label}
        </ButtonLink>
      </div>
      <p className="mt-8 text-sm text-muted">{hero.note}</p>
    </PageHero>
  );
}
