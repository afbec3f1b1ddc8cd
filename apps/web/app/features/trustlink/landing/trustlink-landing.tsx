import type { ReporterLanguage } from '@verdantia/domain/trustlink/languages';
import { hydrateWhenReached, hydrateWhenUsed } from '~/ui/hydrate-when-used';
import { useReporterText } from '../i18n/reporter-text';
import type { LandingPage } from './landing-page';

// The hero's code (the language switch, the follow-up button and its dialog's loader) loads when
// the reporter first points at, touches or focuses it; a press on the follow-up button before
// then is done again once it is live. Its props name the language (the hero reads its text from
// the page's context), so that moving to another language is a change the island sees.
const LandingHero = hydrateWhenUsed<{ page: LandingPage; language: ReporterLanguage }>(
  () => import('./landing-hero').then((m) => ({ default: m.LandingHero })),
  'min-h-[58rem] sm:min-h-[52rem] lg:min-h-[40rem]',
);

// In the prerendered HTML; their code loads once the reader scrolls near them or uses them,
// keeping the first load within the marketing pages' JavaScript budget.
const LandingSections = hydrateWhenReached<{ page: LandingPage }>(
  () => import('./landing-sections'),
  'min-h-[260rem] sm:min-h-[190rem] lg:min-h-[140rem]',
);

/** The one template of /trust-link-1 and /trust-link-2, in the reporter's language. */
export function TrustLinkLanding({ page }: { page: LandingPage }) {
  const { language } = useReporterText();
  return (
    <>
      <LandingHero page={page} language={language} />
      {/* A new language is a new island: its prerendered HTML was in the old one. */}
      <LandingSections key={language} page={page} />
    </>
  );
}
