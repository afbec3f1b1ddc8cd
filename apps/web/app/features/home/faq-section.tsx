import { Link } from 'react-router';
import { homeFaqs as faqs } from '~/content/home-faq';
import { SectionHeading } from '~/ui/section-heading';

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
            <details key={faq.question} name="home-faq" open={i === 0} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-5 text-lg font-semibold text-brand-950 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                <h3>{faq.question}</h3>
                <span
                  aria-hidden="true"
                  className="relative size-8 shrink-0 rounded-full bg-brand-50 before:absolute before:inset-x-2.5 before:top-1/2 before:h-0.5 before:-translate-y-1/2 before:bg-brand-700 after:absolute after:inset-y-2.5 after:left-1/2 after:w-0.5 after:-translate-x-1/2 after:bg-brand-700 after:transition-transform group-open:after:scale-y-0"
                />
              </summary>
              <p className="pb-6 pr-12 text-muted">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
