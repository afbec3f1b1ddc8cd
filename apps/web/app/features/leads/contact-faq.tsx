import type { ContactPageContent } from '~/content/contact';
import { FaqList } from '~/ui/faq-list';
import { SectionHeading } from '~/ui/section-heading';
import { RequestInfoButton } from './request-info-button';

// An island of /contact (routes/contact.tsx): the questions are native disclosure widgets that
// work without it; its code (the request-info button) loads when the visitor first uses it.

/** The nine questions as native disclosure widgets; the route adds their FAQPage data. */
export interface ContactFaqProps {
  intro: ContactPageContent['faqIntro'];
  faqs: ContactPageContent['faqs'];
}

export function ContactFaq({ intro, faqs }: ContactFaqProps) {
  return (
    <section aria-labelledby="faq-title" className="bg-page-grey py-16 lg:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <div>
          <SectionHeading
            id="faq-title"
            eyebrow={intro.eyebrow}
            title={intro.title}
            lead={intro.lead}
          />
          <RequestInfoButton size="lg" className="mt-8 bg-white" />
        </div>
        <FaqList faqs={faqs} name="contact-faq" />
      </div>
    </section>
  );
}
