/**
 * The hero's illustration (a stylised ESG dashboard). The inline <svg> reserves its box; the
 * drawing itself is referenced from a static file, so it costs no JavaScript and, not being an
 * image element, never competes with the headline as the page's LCP element.
 */
export function HeroVisual() {
  return (
    <svg
      viewBox="0 0 560 470"
      width="560"
      height="470"
      aria-hidden="true"
      className="mx-auto h-auto w-full max-w-[560px] font-sans"
    >
      <use href="/images/home/hero-dashboard.svg#dashboard" />
    </svg>
  );
}
