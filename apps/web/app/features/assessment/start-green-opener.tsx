import { HeroFacts, PageHeroCopy } from '~/blocks/page-hero';
import type { StartGreenHero } from '~/content/start-green';

/**
 * The copy of /start-green's opener: what the assessment is and the facts at a glance. A static
 * section of the intro page (its code is not loaded on the prerendered page).
 */
export function StartGreenOpener({ hero }: { hero: StartGreenHero }) {
  return (
    <PageHeroCopy
      titleId="start-green-title"
      eyebrow={hero.eyebrow}
      title={hero.title}
      titleAccent={hero.titleAccent}
      lead={hero.lead}
      leadClassName="max-w-xl sm:text-lg"
    >
      <HeroFacts facts={hero.facts} />
    </PageHeroCopy>
  );
}
