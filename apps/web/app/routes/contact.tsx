import { contactPage } from '~/content/contact';
import { ContactFaq, ContactFormSection, ContactHero } from '~/features/leads/contact-sections';
import { contactIcons } from '~/features/leads/icon-markup.server';
import { pageMeta } from '~/lib/meta';
import { faqJsonLd, jsonLd } from '~/lib/json-ld';
import type { Route } from './+types/contact';

/**
 * Runs at build time only (ssr: false + prerender): the page's copy and the markup of its icons
 * are written into its HTML and `.data` file, keeping them out of the first-load JavaScript
 * (a marketing page has a 130 KB gzip budget for it).
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

/** /contact: ways to reach us, the contact form (#contact-form) and the FAQ. */
export default function ContactPage({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <ContactHero hero={content.hero} channels={content.channels} icons={content.icons} />
      <ContactFormSection intro={content.form} />
      <ContactFaq intro={content.faqIntro} faqs={content.faqs} />
    </>
  );
}
