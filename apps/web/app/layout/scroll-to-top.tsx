import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change scrolls smoothly to the top, or to the anchor when the link
 * has one (e.g. /contact#contact-form). The first render keeps the browser's own position.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const behavior: ScrollBehavior = reduce ? 'auto' : 'smooth';
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior });
    else window.scrollTo({ top: 0, behavior });
  }, [pathname, hash]);
  return null;
}
