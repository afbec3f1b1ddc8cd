import type { ReactNode } from 'react';
import { site } from '@verdantia/domain/site/config';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
} from 'react-router';
import { reporterLanguageTags, reporterPageOf } from '@verdantia/domain/trustlink/languages';
import './app.css';
import type { Route } from './+types/root';
import { CookieChoiceEarly } from './layout/cookie-banner';
import { FontFaces } from './layout/font-faces';
import { LearnerMenuSlot } from './features/academy/learner/learner-menu-slot';
import { ScrollToTop } from './layout/scroll-to-top';
import { SiteLayout } from './layout/site-layout';
import { useFieldsKeptThroughHydration } from './lib/prehydration-fields';
import { publicOrigin } from './lib/public-origin';
import { runtimeFactAttributes } from './lib/runtime-facts';
import { useDropServerHead } from './lib/server-head';
import { hydrateWhenNear } from './ui/lazy-section';
import { staticSection } from './ui/static-section';

// The first font's preload is added after the build, with the page's core subset of it
// (scripts/subset-first-font.ts).
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The page's language: English, or the reporter's on the Welsh and Polish TrustLink pages. */
function usePageLanguage(): string {
  const reporterPage = reporterPageOf(useLocation().pathname);
  return reporterLanguageTags[reporterPage?.language ?? 'en'];
}

export function Layout({ children }: { children: ReactNode }) {
  const lang = usePageLanguage();
  return (
    // data-origin: the server fills in PUBLIC_URL, and client-rendered meta tags read it back;
    // the runtime facts (settings a visitor reads, such as retention days) work the same way.
    <html lang={lang} data-origin={publicOrigin()} {...runtimeFactAttributes()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5349" />
        <FontFaces />
        <CookieChoiceEarly />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

// The footer's sign-up form is a lead feature; the root hands it to the site chrome, which
// imports no feature itself. It is in every page's HTML, and its code loads as the visitor nears
// the footer (an island), not with the page.
const NewsletterIsland = hydrateWhenNear<{ className?: string }>(
  () => import('./features/leads/newsletter-form').then((m) => ({ default: m.NewsletterForm })),
  'min-h-[7rem]',
);
// Shown when a route throws "not found" in the browser; prerendered 404 pages use the route.
const NotFoundSection = staticSection<object>(
  () => import('./layout/not-found-section').then((m) => ({ default: m.NotFoundSection })),
  'min-h-[32rem]',
);
const footerNewsletter = <NewsletterIsland className="md:justify-self-end md:max-w-md" />;
// The signed-in learner's name and sign-out, shown in the header on every page.
const learnerMenu = <LearnerMenuSlot />;

export default function App() {
  useDropServerHead();
  useFieldsKeptThroughHydration();
  // A route exporting `handle = { bareLayout: true }` draws its own frame (e.g. /coming-soon).
  const bare = useMatches().some(
    (match) => (match.handle as { bareLayout?: boolean } | undefined)?.bareLayout,
  );
  return (
    <>
      <ScrollToTop />
      {bare ? (
        <Outlet />
      ) : (
        <SiteLayout newsletter={footerNewsletter} account={learnerMenu}>
          <Outlet />
        </SiteLayout>
      )}
    </>
  );
}

/** Shown by the SPA fallback while a client-only page loads its code. */
export function HydrateFallback() {
  return (
    <div className="grid min-h-screen place-items-center" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
      <span className="sr-only">Loading</span>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useDropServerHead();
  if (isRouteErrorResponse(error) && error.status === 404) {
    // The failed route's own meta does not render under this boundary: React hoists this title.
    return (
      <SiteLayout newsletter={footerNewsletter} account={learnerMenu}>
        <title>{`Page not found | ${site.name}`}</title>
        <meta name="robots" content="noindex" />
        <NotFoundSection />
      </SiteLayout>
    );
  }
  const detail = import.meta.env.DEV && error instanceof Error ? error.message : undefined;
  return (
    <SiteLayout newsletter={footerNewsletter} account={learnerMenu}>
      <title>{`Something went wrong | ${site.name}`}</title>
      <section className="container-page pt-header pb-24 text-center">
        <h1 className="mt-16 text-3xl font-bold">Something went wrong</h1>
        <p className="mt-4 text-muted">
          Please reload the page. If the problem continues, contact us and we will look into it.
        </p>
        {detail && <pre className="mt-6 overflow-auto text-left text-sm">{detail}</pre>}
      </section>
    </SiteLayout>
  );
}
