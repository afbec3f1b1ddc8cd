import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { findSitePage, type PageBackground } from '@verdantia/domain/routes';
import { cn } from '~/ui/cn';
import { CookieBanner } from './cookie-banner';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// The page background is declared per route in the page catalogue and derived here, so no page
// has to set it on entry and reset it on exit.
const backgrounds: Record<PageBackground, string> = {
  grey: 'bg-page-grey',
  white: 'bg-page-white',
  teal: 'bg-page-teal',
};

/** `newsletter` goes to the footer (see SiteFooter), `account` to the header (see SiteHeader). */
export function SiteLayout({
  children,
  newsletter,
  account,
}: {
  children: ReactNode;
  newsletter?: ReactNode;
  account?: ReactNode;
}) {
  const { pathname } = useLocation();
  const background = findSitePage(pathname)?.background ?? 'grey';

  return (
    <div
      className={cn('flex min-h-screen flex-col', backgrounds[background])}
      data-background={background}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader account={account} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter newsletter={newsletter} />
      <CookieBanner />
    </div>
  );
}
