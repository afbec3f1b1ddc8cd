import type { StartGreenHero } from '~/content/start-green';
import { hydrateWhenReached, hydrateWhenUsed } from '~/ui/hydrate-when-used';
import { staticSection } from '~/ui/static-section';

// What it measures, how it works and how it is scored are in the prerendered HTML and hydrate
// once the visitor scrolls near them or uses them, keeping the first load within budget.
const IntroSections = hydrateWhenReached(
  () => import('./intro-sections'),
  'min-h-[220rem] lg:min-h-[110rem]',
);

// The start form is in the HTML from the first paint; its code (the form kit, the HTTP client,
// the size bands and sectors) loads when the visitor first points at, touches or tabs into it.
const StartFormIsland = hydrateWhenUsed<object>(
  () => import('./start-form').then((module) => ({ default: module.StartForm })),
  'min-h-[34rem]',
);

// The opener's copy never changes in the browser: a static section, whose code is not loaded on
// the prerendered page.
const StartGreenOpener = staticSection<{ hero: StartGreenHero }>(
  () => import('./start-green-opener').then((m) => ({ default: m.StartGreenOpener })),
  'min-h-[22rem]',
);

/** /start-green: what the assessment measures, how long it takes, how it is scored, and the start. */
export function IntroPage({ hero }: { hero: StartGreenHero }) {
  return (
    <>
      {/* PageHero's split frame (its module is not loaded here), with the copy and the start form
          as separate islands. */}
      <section
        aria-labelledby="start-green-title"
        className="overflow-hidden bg-[radial-gradient(circle_at_85%_15%,#d9f99d80,transparent_40%),linear-gradient(#effcf8,#f3fffe)] pt-header"
      >
        <div className="container-page grid items-center gap-10 pt-10 pb-16 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:pb-24">
          <StartGreenOpener hero={hero} />
          <StartFormIsland />
        </div>
      </section>

      <IntroSections />
    </>
  );
}
