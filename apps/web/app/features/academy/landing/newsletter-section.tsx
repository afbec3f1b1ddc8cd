import type { ReactNode } from 'react';

/**
 * The academy landing's sign-up band. The route passes in its heading (a static section: its code
 * is not loaded on the prerendered page) and the site's newsletter form (features do not import
 * each other).
 */
export function NewsletterSection({ heading, form }: { heading: ReactNode; form: ReactNode }) {
  return (
    <section aria-labelledby="newsletter-title" className="container-page pb-20 lg:pb-28">
      <div className="grid gap-8 rounded-[2rem] bg-page-teal p-6 ring-1 ring-brand-100 sm:p-12 lg:grid-cols-2 lg:items-center [&>*]:min-w-0">
        {heading}
        {form}
      </div>
    </section>
  );
}
