import type { AcademyLanding } from '~/content/academy-landing';
import { SectionHeading } from '~/ui/section-heading';

/** The heading of the academy landing's sign-up band (see NewsletterSection). */
export function NewsletterHeading({ newsletter }: { newsletter: AcademyLanding['newsletter'] }) {
  return (
    <SectionHeading
      id="newsletter-title"
      eyebrow={newsletter.eyebrow}
      title={newsletter.title}
      lead={newsletter.text}
    />
  );
}
