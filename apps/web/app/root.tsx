import { lazy, Suspense, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, useLocation, useMatches } from 'react-router';
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
// The error boundary's message: its own module, since only a page that fails needs it.
const RouteError = lazy(() => import('./layout/route-error'));
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
  return (
    <SiteLayout newsletter={footerNewsletter} account={learnerMenu}>
      {/* The frame stays while the message's code loads; the height keeps the footer below. */}
      <Suspense fallback={<div className="min-h-[32rem]" />}>
        <RouteError error={error} />
      </Suspense>
    </SiteLayout>
  );
}
