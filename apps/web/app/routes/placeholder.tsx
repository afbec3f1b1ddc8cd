import { useMatches } from 'react-router';
import { currentPage, pageMeta } from '~/lib/meta';
import { ButtonLink } from '~/ui/button';
import type { MetaFunction } from 'react-router';

// Not ready for search: noindex here, and the server leaves noindex pages out of the sitemap,
// so a page is listed as soon as it gets its own module.
export const meta: MetaFunction = (args) => pageMeta(args, { noindex: true });

/**
 * A page whose full content is still being built: its real title and one sentence on what it
 * will hold, with a way forward, so no link in the navigation or footer is ever a dead end.
 */
export default function PlaceholderPage() {
  const page = currentPage(useMatches());
  return (
    <section className="pt-header" data-placeholder="true">
      <div className="container-page py-20 sm:py-28">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
            Coming soon
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-brand-950 sm:text-5xl">
            {page?.title}
          </h1>
          <p className="mt-6 text-lg text-muted">{page?.description}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink to="/contact" size="lg">
              Talk to us
            </ButtonLink>
            <ButtonLink to="/start-green" variant="secondary" size="lg">
              Start your free assessment
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
