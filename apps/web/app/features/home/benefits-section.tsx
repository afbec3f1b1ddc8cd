import { benefits, benefitsTitle } from '~/content/home';
import { Carousel } from '~/ui/carousel';
import { SectionHeading } from '~/ui/section-heading';

/** The home slider: one slide at a time, 500 ms transitions, infinite loop. */
export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-title" className="container-page py-20 lg:py-28">
      <SectionHeading id="benefits-title" center eyebrow="Benefits" title={benefitsTitle} />
      <Carousel
        className="mx-auto mt-12 max-w-4xl"
        label="Benefits"
        loop
        dots
        slides={benefits.map((benefit, i) => (
          <div className="flex h-full flex-col gap-6 rounded-3xl bg-white p-8 ring-1 ring-line sm:flex-row sm:items-center sm:gap-10 sm:p-12">
            <span
              aria-hidden="true"
              className="grid size-16 shrink-0 place-items-center rounded-2xl bg-accent-400 text-2xl font-bold text-brand-950 sm:size-20"
            >
              0{i + 1}
            </span>
            <div>
              <h3 className="text-2xl font-bold text-brand-950">{benefit.title}</h3>
              <p className="mt-3 text-lg text-muted">{benefit.text}</p>
            </div>
          </div>
        ))}
      />
    </section>
  );
}
