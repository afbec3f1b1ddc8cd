import { PricingHero } from '~/features/pricing/pricing-hero';
import { pageMeta } from '~/lib/meta';
import { hydrateWhenNear } from '~/ui/lazy-section';
import type { Route } from './+types/pricing';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// /pricing is on the Lighthouse list. Only the heading hydrates with the page; the
// plan cards, the comparison table and the closing sections are in the prerendered HTML (their
// links work as plain links) and hydrate when the visitor nears them.
const PlanCards = hydrateWhenNear(
  () => import('~/features/pricing/plan-cards'),
  'min-h-[150rem] lg:min-h-[50rem]',
);
const Comparison = hydrateWhenNear(
  () => import('~/features/pricing/comparison-section'),
  'min-h-[110rem] md:min-h-[70rem]',
);
const Closing = hydrateWhenNear(
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
