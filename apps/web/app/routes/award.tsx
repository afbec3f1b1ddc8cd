import { AwardHero } from '~/features/award/award-hero';
import { pageMeta } from '~/lib/meta';
import { hydrateWhenNear } from '~/ui/lazy-section';
import type { Route } from './+types/award';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// The hero hydrates with the page; the medal table, badges, process and key benefits are in the
// prerendered HTML and hydrate near the viewport, keeping the first load within budget.
const AwardSections = hydrateWhenNear(
  () => import('~/features/award/award-sections'),
  'min-h-[300rem] lg:min-h-[200rem]',
);

export default function AwardPage() {
  return (
    <>
      <AwardHero />
      <AwardSections />
    </>
  );
}
