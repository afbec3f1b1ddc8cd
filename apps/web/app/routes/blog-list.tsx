import { BlogList } from '~/features/publishing/blog/blog-list';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/blog-list';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** /academy/blogs: a prerendered heading and the published posts, fetched after load. */
export default function BlogListPage() {
  return (
    <>
      <section className="pt-header border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-16 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">
            ESG Academy
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl">
            The blog: practical ESG, from people who do the work
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">
            Reporting, assurance, internal audit, climate risk and sustainable business, written by
            our practitioners for the people who have to make it work on Monday morning.
          </p>
        </div>
      </section>
      <section aria-label="Articles" className="container-page py-16 sm:py-20">
        <BlogList />
      </section>
    </>
  );
}
