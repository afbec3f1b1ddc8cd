import { contactPage } from '~/content/contact';
import type { ContactHeroProps } from '~/features/leads/contact-hero';
import type { ContactFaqProps } from '~/features/leads/contact-faq';
import { contactIcons } from '~/features/leads/icon-markup.server';
import { pageMeta } from '~/lib/meta';
import { faqJsonLd, jsonLd } from '~/lib/json-ld';
import { hydrateWhenUsed } from '~/ui/hydrate-when-used';
import { hydrateWhenNear } from '~/ui/lazy-section';
import { staticSection } from '~/ui/static-section';
import type { Route } from './+types/contact';

/**
 * Runs at build time only (ssr: false + prerender): the page's copy and the markup of its icons
 * are written into its HTML and `.data` file, keeping them out of the first-load JavaScript.
 */
export function loader() {
  return { ...contactPage, icons: contactIcons() };
}

// The FAQ is also published as FAQPage structured data: a JSON-LD script in the prerendered head
// (a data block, never executed, so the content security policy is unaffected).
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...(args.loaderData ? [jsonLd(faqJsonLd(args.loaderData.faqs))] : []),
];

// /contact is on the Lighthouse list. What never changes in the browser (the hero, the copy beside
// the form) is static: its code is not loaded on the prerendered page. The form loads its code
// (form library, schema, listbox) once it nears the viewport, at once for a visitor arriving at
// /contact#contact-form; the FAQ's request-info button when the visitor first uses that section.
const ContactHero = staticSection<ContactHeroProps>(
  () => import('~/features/leads/contact-hero').then((m) => ({ default: m.ContactHero })),
  'min-h-[72rem] md:min-h-[40rem]',
);
const ContactFormIntro = staticSection<{ intro: Route.ComponentProps['loaderData']['form'] }>(
  () =>
    import('~/features/leads/contact-form-intro').then((m) => ({ default: m.ContactFormIntro })),
  'min-h-[28rem]',
);
const ContactForm = hydrateWhenNear(
  () => import('~/features/leads/contact-form'),
  'min-h-[62rem] sm:min-h-[39rem]',
);
const ContactFaq = hydrateWhenUsed<ContactFaqProps>(
  () => import('~/features/leads/contact-faq').then((m) => ({ default: m.ContactFaq })),
  'min-h-[60rem] lg:min-h-[40rem]',
);

/** /contact: ways to reach us, the contact form (#contact-form) and the FAQ. */
export default function ContactPage({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <ContactHero hero={content.hero} channels={content.channels} icons={content.icons} />
      <section
        id="contact-form"
        aria-labelledby="contact-form-title"
        className="scroll-mt-6 bg-page-white py-16 lg:py-24"
      >
        <div className="container-page grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
          <ContactFormIntro intro={content.form} />
          <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:p-8 lg:p-10">
            <ContactForm />
          </div>
        </div>
      </section>
      <ContactFaq intro={content.faqIntro} faqs={content.faqs} />
    </>
  );
}
