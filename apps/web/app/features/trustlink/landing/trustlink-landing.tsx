import type { TrustLinkLanding as Content } from '~/content/trustlink';
import { LandingAbout } from './landing-about';
import { LandingHero } from './landing-hero';
import { LandingNotices } from './landing-notices';
import { LandingProcess } from './landing-process';

/** The one template of /trust-link-1 and /trust-link-2. */
export function TrustLinkLanding({ content }: { content: Content }) {
  return (
    <>
      <LandingHero hero={content.hero} />
      <LandingNotices notices={content.notices} />
      <LandingProcess nextSteps={content.nextSteps} process={content.process} />
      <LandingAbout about={content.about} channels={content.channels} />
    </>
  );
}
