import { keyBenefits } from '~/content/key-benefits';
import { KeyBenefits } from '~/ui/key-benefits';
import { BadgesSection } from './badges-section';
import { MedalSection } from './medal-section';
import { ProcessSection } from './process-section';

/** Everything below the hero: in the prerendered HTML, hydrated when the visitor nears it. */
export default function AwardSections() {
  return (
    <>
      <MedalSection />
      <BadgesSection />
      <ProcessSection />
      <KeyBenefits content={keyBenefits} className="pb-20 lg:pb-28" />
    </>
  );
}
