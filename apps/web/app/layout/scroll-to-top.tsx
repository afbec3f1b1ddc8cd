import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'verdantia:scroll-positions';

/** Navigation state for a move that shows the same page differently (a language switch): no scroll. */
export const KEEP_SCROLL = { keepScroll: true } as const;
const keepsScroll = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  (state as { keepScroll?: unknown }).keepScroll === true;

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function anchorId(hash: string) {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1); // a malformed escape in the address: look the text up as it is
  }
}

/**
 * Scroll on navigation (in place of React Router's ScrollRestoration, which jumps to the top
 * before anything could glide there):
 * - a link followed: a smooth scroll to the top, or to the link's anchor (e.g.
 *   /contact#contact-form); instant when the visitor prefers reduced motion;
 * - back and forward, and a reload: the position the visitor left the page at, at once.
 */
export function ScrollToTop() {
  const { key, pathname, hash, state } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  const first = useRef(true);

  // Remember where the visitor is on each history entry, across reloads of the tab too.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current = savedPositions();
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // storage blocked: positions are kept for this page view only
      }
    };
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, []);
  // Scroll events are dispatched a frame late: they belong to the entry shown when they fire.
  const shown = useRef(key);
  useEffect(() => {
    const onScroll = () => {
      positions.current[shown.current] = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    shown.current = key;
    const restore = navigationType === 'POP';
    if (first.current) {
      first.current = false;
      // A fresh visit keeps the browser's own position (e.g. an anchor in the address).
      const saved = savedPositions()[key];
      if (restore && saved !== undefined) window.scrollTo({ top: saved, behavior: 'instant' });
      return;
    }
    if (restore) {
      window.scrollTo({ top: positions.current[key] ?? 0, behavior: 'instant' });
      return;
    }
    if (keepsScroll(state)) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const behavior: ScrollBehavior = reduce ? 'instant' : 'smooth';
    const target = hash ? document.getElementById(anchorId(hash)) : null;
    if (target) target.scrollIntoView({ behavior });
    else window.scrollTo({ top: 0, behavior });
  }, [key, pathname, hash, navigationType, state]);
  return null;
}
