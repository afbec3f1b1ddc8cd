import type { ReactNode } from 'react';
import type { AcademyLanding } from '~/content/academy-landing';
import { SectionHeading } from '~/ui/section-heading';

/** `form` is the site's newsletter form, passed in by the route (features do not import each other). */
export function NewsletterSection({
  newsletter,
  form,
}: {
  newsletter: AcademyLanding['newsletter'];
  form: ReactNode;
}) {
  return (
    <section aria-labelledby="newsletter-title" className="container-page pb-20 lg:pb-28">
      <div className="grid gap-8 rounded-[2rem] bg-page-teal p-6 ring-1 ring-brand-100 sm:p-12 lg:grid-cols-2 lg:items-center [&>*]:min-w-0">
        <SectionHeading
          id="newsletter-title"
          eyebrow={newsletter.eyebrow}
          title={newsletter.title}
          lead={newsletter.text}
        />
        {form}
      </div>
    </section>
  );
}
