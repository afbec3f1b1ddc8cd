import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MenuIcon as Menu } from '~/ui/icons/chrome-icons';
import { demoLink } from '~/content/demo-link';
import { buttonClass } from '~/ui/button';
import { site } from '@verdantia/domain/site/config';
import { cn } from '~/ui/cn';
import { Logo } from '~/ui/logo';
import { hydrateWhenUsed } from '~/ui/hydrate-when-used';
import { PromoStrip } from './promo-strip';
import { useScrolled } from './use-scrolled';

// The drawer (and its dialog library) loads only when a phone user opens it.
const loadDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(loadDrawer);
// The desktop menus (and the navigation data) load when the visitor first points at or tabs into
// them; until then their prerendered links work as plain links. Phones never load them.
const DesktopNav = hydrateWhenUsed<object>(
  () => import('./desktop-nav').then((m) => ({ default: m.DesktopNav })),
  'hidden',
  { replayHover: true },
);

/**
 * The fixed header: promo strip above the nav bar. After 10 px of scroll the whole header slides
 * up by the strip's height (a transform, so nothing below shifts) and the bar turns white.
 */
/** `account` is the signed-in learner's control, passed in so the chrome imports no feature. */
export function SiteHeader({ account }: { account?: ReactNode }) {
  const scrolled = useScrolled(10);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once loaded the drawer stays mounted, so closing it can animate and hand focus back.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-transform duration-300',
        scrolled && '-translate-y-(--promo-h)',
      )}
      data-scrolled={scrolled}
    >
      <div aria-hidden={scrolled} inert={scrolled} data-testid="promo-strip">
        <PromoStrip />
      </div>
      <div
        className={cn(
          'h-(--nav-h) transition-[background-color,box-shadow] duration-300',
          scrolled ? 'bg-white shadow-nav' : 'bg-transparent',
        )}
      >
        <nav
          aria-label="Main"
          className="container-page flex h-full items-center justify-between gap-6"
        >
          {/* A full reload on purpose: the logo resets the whole site state. */}
          <a href="/" aria-label={`${site.name} home page`} className="shrink-0">
            <Logo />
          </a>
          <DesktopNav />
          <div className="flex items-center gap-3">
            {account}
            <Link to={demoLink.href} className={cn(buttonClass('primary'), 'max-sm:hidden')}>
              {demoLink.label}
            </Link>
            <button
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-full text-brand-950 hover:bg-brand-50 nav:hidden"
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              aria-haspopup="dialog"
              onPointerEnter={loadDrawer}
              onFocus={loadDrawer}
              ref={burgerRef}
              onClick={() => {
                setDrawerLoaded(true);
                setDrawerOpen(true);
              }}
            >
              <Menu className="size-6" aria-hidden="true" />
            </button>
          </div>
        </nav>
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} returnFocusTo={burgerRef} />
        </Suspense>
      )}
    </header>
  );
}
