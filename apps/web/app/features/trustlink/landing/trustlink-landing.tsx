import { hydrateWhenNear } from '~/ui/lazy-section';
import { useReporterText } from '../i18n/reporter-text';
import type { LandingPage } from './landing-page';
import { LandingHero } from './landing-hero';

// In the prerendered HTML; their code loads as the reader nears them, keeping the first load
// within the marketing pages' JavaScript budget.
const LandingSections = hydrateWhenNear<{ page: LandingPage }>(
  () => import('./landing-sections'),
  'min-h-[260rem] sm:min-h-[190rem] lg:min-h-[140rem]',
);

/** The one template of /trust-link-1 and /trust-link-2, in the reporter's language. */
export function TrustLinkLanding({ page }: { page: LandingPage }) {
  const { language } = useReporterText();
  return (
    <>
      <LandingHero page={page} />
      {/* A new language is a new island: its prerendered HTML was in the old one. */}
      <LandingSections key={language} page={page} />
    </>
  );
}
