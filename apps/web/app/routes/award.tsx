import { pageMeta } from '~/lib/meta';
import { hydrateWhenReached } from '~/ui/hydrate-when-used';
import { staticSection } from '~/ui/static-section';
import type { Route } from './+types/award';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// The hero never changes in the browser: on the prerendered page its code is never loaded (after a
// client-side navigation it loads at once).
const AwardHero = staticSection<object>(
  () => import('~/features/award/award-hero').then((m) => ({ default: m.AwardHero })),
  'min-h-[75rem] lg:min-h-[48rem]',
);
// The medal table, badges, process and key benefits are in the
// prerendered HTML and hydrate once the visitor scrolls near them or uses them.
const AwardSections = hydrateWhenReached(
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
