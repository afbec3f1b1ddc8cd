import type { TrustLinkLanding as Content } from '~/content/trustlink';
import { LandingAbout } from './landing-about';
import { LandingNotices } from './landing-notices';
import { LandingProcess } from './landing-process';

/** Everything below the hero: the notices, what happens next, the process, about and contact. */
export default function LandingSections({ content }: { content: Content }) {
  return (
    <>
      <LandingNotices notices={content.notices} />
      <LandingProcess nextSteps={content.nextSteps} process={content.process} />
      <LandingAbout about={content.about} channels={content.channels} />
    </>
  );
}
