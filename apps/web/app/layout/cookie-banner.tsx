import { useEffect, useState, useSyncExternalStore } from 'react';
import { hydrateWhenUsed } from '~/ui/hydrate-when-used';
import { COOKIE_KEY, readChoice, subscribeToChoice } from './cookie-store';

/** Set on <html> before the first paint when a choice is stored (see CookieChoiceEarly). */
const CHOICE_MARK = 'data-cookie-choice';

/**
 * The banner is in every prerendered page, so a new visitor sees it in the first paint, and its
 * code loads only when used (pointed at, focused, pressed): a visitor who reads on and never
 * answers does not download it. For a returning visitor, the prerendered banner is hidden
 * before the first paint by CookieChoiceEarly (in <head>) and removed once the page is live.
 */
const CookieBannerPanel = hydrateWhenUsed<{ onClose: (closed: true) => void }>(
  () => import('./cookie-banner-panel'),
  '',
);

/**
 * Cookie banner, fixed bottom-left: shown until a choice is stored under `cookiesAccepted`
 * (see CookieBannerPanel); Escape hides it for this page view only. Rendered early in the page
 * so its buttons come early in the tab order.
 */
export function CookieBanner() {
  // The prerendered HTML cannot know the visitor's choice: it shows the banner, and the live page
  // removes it when a choice is stored.
  const stored = useSyncExternalStore(subscribeToChoice, readChoice, () => null);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    // The cookie policy's "Change cookie choice" removes the stored answer: ask again at once.
    // The mark CookieChoiceEarly set goes too, or it would hide the banner asked anew.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== COOKIE_KEY || readChoice() !== null) return;
      document.documentElement.removeAttribute(CHOICE_MARK);
      setClosed(false);
    };
    // Here, not in the panel: Escape works before the panel's code has loaded.
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setClosed(true);
    window.addEventListener('storage', onStorage);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return stored === null && !closed ? <CookieBannerPanel onClose={setClosed} /> : null;
}

/**
 * In <head>: marks the page before its first paint when a cookie choice is stored, so that the
 * prerendered banner never shows to a visitor who has already answered. Only the prerendered HTML
 * needs the text (React adopts the elements as they are), so the client bundle does not carry it.
 */
export function CookieChoiceEarly() {
  const script = `try{localStorage.getItem(${JSON.stringify(COOKIE_KEY)})!==null&&document.documentElement.setAttribute('${CHOICE_MARK}','')}catch(e){}`;
  // Until the panel's code sets the exact room it needs, focused elements scrolled into view stay
  // above the banner by an estimate of its height (WCAG 2.4.11).
  const style = `[${CHOICE_MARK}] #cookie-banner{display:none}html:not([${CHOICE_MARK}]):has(#cookie-banner){scroll-padding-bottom:16rem}`;
  return (
    <>
      <script
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? script : '' }}
        suppressHydrationWarning
      />
      <style
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? style : '' }}
        suppressHydrationWarning
      />
    </>
  );
}
