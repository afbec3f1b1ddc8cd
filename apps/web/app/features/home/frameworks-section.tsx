import { Carousel } from '~/ui/carousel';
import { SectionHeading } from '~/ui/section-heading';

// Framework names are facts, shown as text badges: no third-party logos are reproduced.
const frameworks = [
  ['CSRD', 'EU sustainability reporting'],
  ['ESRS', 'European reporting standards'],
  ['ISSB', 'IFRS S1 and S2 disclosures'],
  ['GRI', 'Impact reporting'],
  ['TCFD', 'Climate-related financial risk'],
  ['SBTi', 'Science-based targets'],
  ['GHG Protocol', 'Scopes 1, 2 and 3'],
  ['CDP', 'Environmental disclosure'],
  ['UN SDGs', 'Sustainable Development Goals'],
  ['ISO 14064', 'Greenhouse gas verification'],
] as const;

export default function FrameworksSection() {
  return (
    <section aria-labelledby="frameworks-title" className="py-16 lg:py-20">
      <div className="container-page">
        <SectionHeading
          id="frameworks-title"
          center
          eyebrow="Standards and frameworks"
          title="Aligned with the frameworks your stakeholders rely on"
        />
        <Carousel
          className="mt-10"
          label="Supported frameworks"
          loop
          arrows={false}
          autoplayMs={2500}
          slidesPerView={{ base: 2, 640: 3, 1024: 5 }}
          slides={frameworks.map(([name, scope]) => (
            <div className="flex h-full flex-col items-center justify-center rounded-2xl bg-white px-4 py-6 text-center ring-1 ring-line">
              <span className="text-2xl font-extrabold tracking-tight text-brand-900">{name}</span>
              <span className="mt-1 text-xs text-muted">{scope}</span>
            </div>
          ))}
        />
      </div>
    </section>
  );
}
