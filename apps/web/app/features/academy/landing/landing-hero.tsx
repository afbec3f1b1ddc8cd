import { PageHero } from '~/blocks/page-hero';
import type { AcademyLanding } from '~/content/academy-landing';
import { ButtonLink } from '~/ui/button';

export function LandingHero({ hero }: { hero: AcademyLanding['hero'] }) {
  return (
    <PageHero
      titleId="academy-title"
      eyebrow={hero.eyebrow}
      title={hero.title}
      titleAccent={hero.titleAccent}
      lead={hero.lead}
      className="overflow-hidden bg-[radial-gradient(circle_at_85%_15%,#d9f99d80,transparent_38%),linear-gradient(#effcf8,#fff)]"
      frameClassName="gap-12 pb-16 lg:grid-cols-[1.05fr_1fr] lg:pb-24"
      leadClassName="max-w-xl sm:text-xl"
      visual={
        <img
          src="/images/academy/hero.svg"
          width="560"
          height="440"
          alt="Illustration of a course: a trainer beside a chart of emissions falling, with learners at laptops"
          className="mx-auto w-full max-w-xl"
        />
      }
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={hero.signUp.href} size="lg">
          {hero.signUp.label}
        </ButtonLink>
        <ButtonLink to={hero.signIn.href} variant="secondary" size="lg" className="bg-white/60">
          {hero.signIn.label}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
