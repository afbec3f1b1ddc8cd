import { PageHero } from '~/blocks/page-hero';

// The heading's copy ships with the first load, so it lives here rather than in content/pricing.ts.
const hero = {
  eyebrow: 'Pricing',
  title: 'Pricing Plans for Every Business',
  lead: 'Three plans that grow with your ambition, from activating your first ESG programme to leading your sector. Each is priced for your organisation’s size and needs, so tell us about yours and we will prepare a tailored quote.',
};

export function PricingHero() {
  return (
    <PageHero
      layout="centred"
      titleId="pricing-title"
      eyebrow={hero.eyebrow}
      title={hero.title}
      lead={hero.lead}
      className="bg-[radial-gradient(circle_at_15%_10%,#d9f99d70,transparent_35%),radial-gradient(circle_at_90%_0%,#a6ebd670,transparent_35%),linear-gradient(#effcf8,#fff)]"
      frameClassName="pb-14"
      titleClassName="max-w-3xl sm:text-5xl xl:text-6xl"
      leadClassName="max-w-3xl"
    />
  );
}
