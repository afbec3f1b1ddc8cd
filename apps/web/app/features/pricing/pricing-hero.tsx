// The heading's copy ships with the first load, so it lives here rather than in content/pricing.ts.
const hero = {
  eyebrow: 'Pricing',
  title: 'Pricing Plans for Every Business',
  lead: 'Three plans that grow with your ambition, from activating your first ESG programme to leading your sector. Each is priced for your organisation’s size and needs, so tell us about yours and we will prepare a tailored quote.',
};

export function PricingHero() {
  return (
    <section
      aria-labelledby="pricing-title"
      className="bg-[radial-gradient(circle_at_15%_10%,#d9f99d70,transparent_35%),radial-gradient(circle_at_90%_0%,#a6ebd670,transparent_35%),linear-gradient(#effcf8,#fff)] pt-header"
    >
      <div className="container-page pt-10 pb-14 text-center sm:pt-16">
        <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">
          {hero.eyebrow}
        </p>
        <h1
          id="pricing-title"
          className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl xl:text-6xl"
        >
          {hero.title}
        </h1>
        <p className="mx-auto mt-6 max-w-3xl text-lg text-pretty text-muted">{hero.lead}</p>
      </div>
    </section>
  );
}
