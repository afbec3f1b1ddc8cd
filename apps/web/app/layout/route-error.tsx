import { site } from '@verdantia/domain/site/config';
import { isRouteErrorResponse } from 'react-router';
import { NotFoundSection } from './not-found-section';

/**
 * What the root's error boundary shows inside the site's frame: "not found" when a route threw
 * a 404 in the browser (prerendered 404 pages use the not-found route), otherwise an apology.
 * Its own module: only a page that fails needs it, so it stays out of every first load.
 */
export default function RouteError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    // The failed route's own meta does not render under this boundary: React hoists this title.
    return (
      <>
        <title>{`Page not found | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
        <NotFoundSection />
      </>
    );
  }
  const detail = import.meta.env.DEV && error instanceof Error ? error.message : undefined;
  return (
    <section className="container-page pt-header pb-24 text-center">
      <title>{`Something went wrong | ${site.name}`}</title>
      <h1 className="mt-16 text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-muted">
        Please reload the page. If the problem continues, contact us and we will look into it.
      </p>
      {detail && <pre className="mt-6 overflow-auto text-left text-sm">{detail}</pre>}
    </section>
  );
}
