import { localisedPath } from '@verdantia/domain/trustlink/languages';
import { PageHero } from '~/blocks/page-hero';
import { ButtonLink } from '~/ui/button';
import { FollowUpButton } from '../follow-up/follow-up-button';
import { LanguageSwitch } from '../i18n/language-switch';
import { useReporterText } from '../i18n/reporter-text';
import { landingPaths, type LandingPage } from './landing-page';
import { LandingVisual } from './landing-visual';

/** Welcome, the language, the two ways in (submit, follow up) and the visual. */
export function LandingHero({ page }: { page: LandingPage }) {
  const { language, text } = useReporterText();
  const { hero } = text.landing[page];
  return (
    <PageHero
      titleId="trustlink-title"
      eyebrow={hero.eyebrow}
      title={hero.title}
      titleAccent={hero.titleAccent}
      lead={hero.lead}
      className="overflow-hidden bg-[radial-gradient(circle_at_85%_15%,#d9f99d80,transparent_40%),linear-gradient(#effcf8,#ffffff)]"
      frameClassName="gap-12 pb-16 lg:grid-cols-[1.15fr_1fr] lg:pb-24"
      visual={<LandingVisual />}
    >
      <LanguageSwitch path={landingPaths[page]} className="mt-6" />
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={localisedPath('/submit-interaction', language)} size="lg">
          {text.landing.submitButton}
        </ButtonLink>
        <FollowUpButton />
      </div>
      <p className="mt-5 text-sm text-muted">{text.landing.heroNote}</p>
    </PageHero>
  );
}
