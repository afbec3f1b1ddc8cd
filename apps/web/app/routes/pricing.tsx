import { pageMeta } from '~/lib/meta';
import { hydrateWhenReached } from '~/ui/hydrate-when-used';
import { staticSection } from '~/ui/static-section';
import type { Route } from './+types/pricing';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// /pricing is on the Lighthouse list. The heading never changes in the browser: on the prerendered
// page its code is never loaded (a static section). The plan cards, the comparison table and the
// closing sections are in the prerendered HTML and hydrate once the visitor scrolls near them or
// uses them.
const PricingHero = staticSection<object>(
  () => import('~/features/pricing/pricing-hero').then((m) => ({ default: m.PricingHero })),
  'min-h-[32.75rem] lg:min-h-[30.75rem]',
);
const PlanCards = hydrateWhenReached(
  () => import('~/features/pricing/plan-cards'),
  'min-h-[150rem] lg:min-h-[50rem]',
);
const Comparison = hydrateWhenReached(
  () => import('~/features/pricing/comparison-section'),
  'min-h-[110rem] md:min-h-[70rem]',
);
const Closing = hydrateWhenReached(
  () => import('~/features/pricing/closing-sections'),
  'min-h-[200rem] lg:min-h-[110rem]',
);

export default function PricingPage() {
  return (
    <>
      <PricingHero />
      <PlanCards />
      <Comparison />
      <Closing />
    </>
  );
}
