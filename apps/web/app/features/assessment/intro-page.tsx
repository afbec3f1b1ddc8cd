import { PageHero } from '~/blocks/page-hero';
import type { StartGreenHero } from '~/content/start-green';
import { hydrateWhenUsed } from '~/ui/hydrate-when-used';
import { hydrateWhenNear } from '~/ui/lazy-section';

// What it measures, how it works and how it is scored are in the prerendered HTML and hydrate
// near the viewport, keeping the first load within the marketing pages' JavaScript budget.
const IntroSections = hydrateWhenNear(
  () => import('./intro-sections'),
  'min-h-[220rem] lg:min-h-[110rem]',
);

// The start form is in the HTML from the first paint; its code (the form kit, the HTTP client,
// the size bands and sectors) loads when the visitor first points at, touches or tabs into it.
const StartFormIsland = hydrateWhenUsed<object>(
  () => import('./start-form').then((module) => ({ default: module.StartForm })),
  'min-h-[34rem]',
);

/** /start-green: what the assessment measures, how long it takes, how it is scored, and the start. */
export function IntroPage({ hero }: { hero: StartGreenHero }) {
  return (
    <>
      <PageHero
        titleId="start-green-title"
        eyebrow={hero.eyebrow}
        title={hero.title}
        titleAccent={hero.titleAccent}
        lead={hero.lead}
        className="overflow-hidden bg-[radial-gradient(circle_at_85%_15%,#d9f99d80,transparent_40%),linear-gradient(#effcf8,#f3fffe)]"
        frameClassName="gap-10 pb-16 lg:grid-cols-[1.15fr_1fr] lg:pb-24"
        leadClassName="max-w-xl sm:text-lg"
        visual={<StartFormIsland />}
      >
        <ul className="mt-6 flex flex-wrap gap-2" aria-label="At a glance">
          {hero.facts.map((fact) => (
            <li
              key={fact}
              className="rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-900 ring-1 ring-line"
            >
              {fact}
            </li>
          ))}
        </ul>
      </PageHero>

      <IntroSections />
    </>
  );
}
