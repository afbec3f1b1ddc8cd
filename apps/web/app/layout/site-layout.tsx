import type { ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { PageBackground } from '@verdantia/domain/site/routes';
import { reporterPageOf } from '@verdantia/domain/trustlink/languages';
import { currentPage } from '~/lib/meta';
import { cn } from '~/ui/cn';
import { CookieBanner } from './cookie-banner';
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
  const background = currentPage(useMatches())?.background ?? 'grey';
  // The site's own parts stay in English on a Welsh or Polish TrustLink page: marked so, for
  // screen readers and translation tools (WCAG 3.1.2, language of parts).
  const chromeLang = (reporterPageOf(pathname)?.language ?? 'en') === 'en' ? undefined : 'en-GB';

  return (
    <div
      className={cn('flex min-h-screen flex-col', backgrounds[background])}
      data-background={background}
    >
      <a
        href="#main"
        lang={chromeLang}
        className="sr-only z-50 rounded-lg bg-white font-semibold text-brand-900 shadow-card focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:px-5 focus:py-3"
      >
        Skip to content
      </a>
      {/* Early in the tab order: a keyboard user reaches the choice without tabbing the page. */}
      <div lang={chromeLang} className="contents">
        <CookieBanner />
        <SiteHeader account={account} />
      </div>
      <main id="main" className="flex-1">
        {children}
      </main>
      <div lang={chromeLang} className="contents">
        <SiteFooter newsletter={newsletter} />
      </div>
    </div>
  );
}
