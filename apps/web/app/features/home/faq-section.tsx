import { Link } from 'react-router';
import { site } from '@verdantia/domain/site';
import { SectionHeading } from '~/ui/section-heading';

const faqs: { q: string; a: string }[] = [
  {
    q: `What is ${site.name}?`,
    a: `${site.name} is an ESG platform that brings performance insights (ESG Compass Suite), carbon management (Net Zero) and ESG risk controls (GreenShield) together, with advisory, assurance and training from the same team.`,
  },
  {
    q: 'Which reporting frameworks does the platform support?',
    a: 'CSRD and the ESRS, the ISSB standards (IFRS S1 and S2), GRI, TCFD and science-based targets, with mapping to the UN Sustainable Development Goals. You map your data once and reuse it for every framework.',
  },
  {
    q: 'Can Net Zero connect to our existing systems?',
    a: 'Yes. Net Zero reads from energy meters, IoT devices and ERP systems through connectors or scheduled file imports, then fills gaps and flags anomalies before figures reach a report.',
  },
  {
    q: 'How does GreenShield reduce greenwashing risk?',
    a: 'Every environmental claim is logged with its evidence and reviewed before publication. GreenShield highlights vague or unsupported wording and keeps a record your compliance team can show a regulator.',
  },
  {
    q: 'How long does it take to get started?',
    a: 'Most teams see their first dashboards within a few weeks. A full roll-out of one suite typically takes six to ten weeks, depending on how many data sources you connect.',
  },
  {
    q: 'Is there a free way to try it?',
    a: 'Yes. The free ESG maturity assessment takes under 30 minutes and gives you a score out of 100, the medal you are on track for and clear next steps.',
  },
];

export default function FaqSection() {
  return (
    <section aria-labelledby="faq-title" className="bg-white py-20 lg:py-28">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <SectionHeading
            id="faq-title"
            eyebrow="FAQ"
            title="Questions we are often asked"
            lead="Cannot find what you are looking for? Our team is happy to help."
          />
          <Link
            to="/contact"
            className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            Contact us
          </Link>
        </div>
        <div className="divide-y divide-line border-y border-line">
          {faqs.map((faq, i) => (
            <details key={faq.q} name="home-faq" open={i === 0} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-5 text-lg font-semibold text-brand-950 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                <h3>{faq.q}</h3>
                <span
                  aria-hidden="true"
                  className="relative size-8 shrink-0 rounded-full bg-brand-50 before:absolute before:inset-x-2.5 before:top-1/2 before:h-0.5 before:-translate-y-1/2 before:bg-brand-700 after:absolute after:inset-y-2.5 after:left-1/2 after:w-0.5 after:-translate-x-1/2 after:bg-brand-700 after:transition-transform group-open:after:scale-y-0"
                />
              </summary>
              <p className="pb-6 pr-12 text-muted">{faq.a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
