import { lazy, Suspense, useSyncExternalStore } from 'react';
import { readChoice, subscribeToChoice } from './cookie-store';

/** The prerendered HTML cannot know the visitor's choice, so the server snapshot says "made". */
const SERVER_SNAPSHOT = 'unknown';

// The banner itself loads only for a visitor who has not chosen yet: returning visitors, the
// majority, never download it. It renders after hydration because only the browser knows the
// stored choice; being fixed, it shifts nothing.
const CookieBannerPanel = lazy(() => import('./cookie-banner-panel'));

/**
 * Cookie banner, fixed bottom-left: shown until a choice is stored under `cookiesAccepted`
 * (see CookieBannerPanel). Rendered early in the page so its buttons come early in the tab order.
 */
export function CookieBanner() {
  const stored = useSyncExternalStore(subscribeToChoice, readChoice, () => SERVER_SNAPSHOT);
  if (stored !== null) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel />
    </Suspense>
  );
}
