import { PageHero } from '~/blocks/page-hero';
import { ButtonLink, buttonClass } from '~/ui/button';
import { cn } from '~/ui/cn';

// The hero's copy ships with the first load, so it lives here rather than in content/.
const hero = {
  eyebrow: 'Training and workshops',
  title: ['Empowering Excellence', 'through training and learning'],
  lead: 'Practical ESG workshops led by practitioners who have reported, assured and governed sustainability inside real organisations. Build the skills your teams need for CSRD, ISSB, carbon accounting and claims that stand up.',
  getStarted: { label: 'Get Started', href: '/academy-page' },
  // "See packages" goes to the workshop packages further down this page.
  packages: { label: 'See packages', href: '#workshops' },
  facts: ['8 specialist workshops', 'Led by practitioners', 'Tailored to your sector'],
};

export function TrainingHero() {
  const { eyebrow, title, lead, getStarted, packages, facts } = hero;
  return (
    <PageHero
      titleId="training-title"
      eyebrow={eyebrow}
      title={title[0]}
      titleAccent={title[1]}
      lead={lead}
      className="overflow-hidden bg-[radial-gradient(circle_at_90%_10%,#d9f99d80,transparent_38%),linear-gradient(#effcf8,#fff)]"
      frameClassName="gap-12 pb-16 lg:grid-cols-[1.05fr_1fr] lg:pb-24"
      leadClassName="max-w-xl"
      visual={
        <img
          src="/images/academy/hero.svg"
          width="560"
          height="440"
          alt="Illustration of a workshop: a trainer beside a chart of emissions falling, with participants at laptops"
          className="mx-auto w-full max-w-xl"
        />
      }
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={getStarted.href} size="lg">
          {getStarted.label}
        </ButtonLink>
        {/* An in-page anchor to the workshop packages below: a plain link works before hydration. */}
        <a href={packages.href} className={cn(buttonClass('secondary', 'lg'), 'bg-white/60')}>
          {packages.label}
        </a>
      </div>
      <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-brand-900">
        {facts.map((fact) => (
          <li key={fact} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-500" />
            {fact}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
