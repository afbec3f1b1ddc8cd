import { BenefitsSection } from './benefits-section';
import { DemoBanner } from './demo-banner';
import { MedalTeaser } from './medal-teaser';

/** The last three home sections, in the HTML but hydrated as one island when the visitor nears it. */
export default function ClosingSections() {
  return (
    <>
      <MedalTeaser />
      <BenefitsSection />
      <DemoBanner />
    </>
  );
}
