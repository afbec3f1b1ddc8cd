import type { TrustLinkLanding as Content } from '~/content/trustlink';
import { hydrateWhenNear } from '~/ui/lazy-section';
import { LandingHero } from './landing-hero';

// In the prerendered HTML; their code loads as the reader nears them, keeping the first load
// within the marketing pages' JavaScript budget.
const LandingSections = hydrateWhenNear<{ content: Content }>(
  () => import('./landing-sections'),
  'min-h-[260rem] sm:min-h-[190rem] lg:min-h-[140rem]',
);

/** The one template of /trust-link-1 and /trust-link-2. */
export function TrustLinkLanding({ content }: { content: Content }) {
  return (
    <>
      <LandingHero hero={content.hero} />
      <LandingSections content={content} />
    </>
  );
}
