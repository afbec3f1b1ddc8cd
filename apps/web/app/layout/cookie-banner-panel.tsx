import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CookieIcon as Cookie } from '~/ui/icons/control-icons';
import { Button } from '~/ui/button';
import { COOKIE_KEY } from './cookie-store';

/**
 * The cookie banner's panel (see CookieBanner, which shows it until a choice is stored under
 * `cookiesAccepted`): "No thanks" stores false, "Of course" stores true.
 */
export default function CookieBannerPanel({ onClose }: { onClose: (closed: true) => void }) {
  // While the banner is shown, focused elements scrolled into view stay above it (WCAG 2.4.11).
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    const node = banner.current;
    if (!node) return;
    const root = document.documentElement;
    const pad = () => {
      root.style.scrollPaddingBottom = `${node.offsetHeight + 32}px`;
    };
    pad();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(pad);
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, []);

  const choose = (accepted: boolean) => {
    try {
      window.localStorage.setItem(COOKIE_KEY, String(accepted));
    } catch {
      // storage blocked: the banner still closes for this visit
    }
    onClose(true);
  };

  return (
    <section
      ref={banner}
      id="cookie-banner"
      aria-label="Cookie consent"
      className="fixed bottom-4 left-4 z-30 w-[calc(100vw-2rem)] max-w-sm rounded-2xl border border-line bg-white p-5 shadow-card"
    >
      <div className="flex items-start gap-3">
        <Cookie className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h2 className="font-semibold">Cookies on this site</h2>
          <p className="mt-1 text-sm text-muted">
            We use only essential storage: to remember this choice and, if you sign in to the
            academy, to keep you signed in. No advertising or tracking cookies. Read our{' '}
            <Link
              to="/legal/Cookies"
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              cookie policy
            </Link>
            .
          </p>
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => choose(false)}>
          No thanks
        </Button>
        <Button onClick={() => choose(true)}>Of course</Button>
      </div>
    </section>
  );
}
