import type { TrustLinkLanding as Content } from '~/content/trustlink';
import { SafetyGuidance } from '../safety-guidance';
import { LandingAbout } from './landing-about';
import { LandingNotices } from './landing-notices';
import { LandingProcess } from './landing-process';

/** Below the hero: safety advice, the notices, what happens next, the process, about, contact. */
export default function LandingSections({ content }: { content: Content }) {
  return (
    <>
      <SafetyGuidance />
      <LandingNotices notices={content.notices} />
      <LandingProcess nextSteps={content.nextSteps} process={content.process} />
      <LandingAbout about={content.about} channels={content.channels} />
    </>
  );
}
