import { SafetyGuidance } from '../safety-guidance';
import type { LandingPage } from './landing-page';
import { LandingAbout } from './landing-about';
import { LandingNotices } from './landing-notices';
import { LandingProcess } from './landing-process';

/** Below the hero: safety advice, the notices, what happens next, the process, about, contact. */
export default function LandingSections({ page }: { page: LandingPage }) {
  return (
    <>
      <SafetyGuidance />
      <LandingNotices />
      <LandingProcess />
      <LandingAbout page={page} />
    </>
  );
}
