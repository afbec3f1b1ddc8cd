import type { AcademyLanding } from '~/content/academy-landing';
import { SectionHeading } from '~/ui/section-heading';
import GreenHubTabs from './greenhub-tabs';

/**
 * The GreenHub tabs and their heading: an island of the landing page (routes/academy-page.tsx),
 * whose code (with the tabs library) loads as the visitor nears it.
 */
export default function GreenHubSection({ greenHub }: { greenHub: AcademyLanding['greenHub'] }) {
  return (
    <section aria-labelledby="greenhub-title" className="container-page py-20 lg:py-28">
      <SectionHeading
        id="greenhub-title"
        eyebrow={greenHub.eyebrow}
        title={greenHub.title}
        lead={greenHub.lead}
      />
      <GreenHubTabs tabs={greenHub.tabs} />
    </section>
  );
}
