import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import type { AutoplayType } from 'embla-carousel-autoplay';
import { Chevron } from './carousel-chevron';

/** Slides per view by minimum viewport width in px, e.g. { base: 1, 800: 2, 1024: 3 }. */
type SlidesPerView = { base: number; [minWidth: number]: number };

export interface CarouselProps {
  slides: ReactNode[];
  /** Accessible name of the carousel region. */
  label: string;
  loop?: boolean;
  slidesPerView?: SlidesPerView;
  startIndex?: number;
  dots?: boolean;
  arrows?: boolean;
  /**
   * Advance every n ms. Pauses on hover and focus, has a pause button (WCAG 2.2.2) and stays
   * still with reduced motion.
   */
  autoplayMs?: number;
  /** The next arrow greys out from this index on (the spec's "count − 3" sliders). */
  nextDisabledFrom?: number;
  /** Approximate length of a slide transition. */
  durationMs?: number;
  className?: string;
}

// Embla moves slides with a damped spring, not a timed easing: its `duration` is a stiffness
// where 20 settles in about 500 ms and each further unit adds about 36 ms (20-60 is sane).
export const emblaDuration = (ms: number) =>
  Math.min(60, Math.max(20, Math.round((ms + 220) / 36)));

const control =
  'grid place-items-center rounded-full bg-white text-brand-900 ring-1 ring-line hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The site's one carousel. The track is plain CSS (flex, overflow hidden, slide widths from
 * `slidesPerView`), so prerendered HTML is laid out before any script runs; Embla, and its
 * autoplay plugin when asked for, are imported after mount and never weigh on a first load.
 */
export function Carousel({
  slides,
  label,
  loop = false,
  slidesPerView = { base: 1 },
  startIndex = 0,
  dots,
  arrows = true,
  autoplayMs,
  nextDisabledFrom,
  durationMs = 500,
  className,
}: CarouselProps) {
  const id = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const api = useRef<EmblaCarouselType>(undefined);
  const autoplay = useRef<AutoplayType>(undefined);
  const count = slides.length;
  const [stopped, setStopped] = useState(false);
  const [state, setState] = useState({
    selected: startIndex,
    snaps: count,
    prev: startIndex > 0,
    next: startIndex < count - 1,
  });

  useEffect(() => {
    let cancelled = false;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    (async () => {
      const { default: Embla } = await import('embla-carousel');
      const plugins = [];
      if (autoplayMs && !reduced) {
        const { default: Autoplay } = await import('embla-carousel-autoplay');
        autoplay.current = Autoplay({
          delay: autoplayMs,
          stopOnInteraction: false,
          stopOnFocusIn: false,
        });
        plugins.push(autoplay.current);
      }
      const node = viewport.current;
      if (cancelled || !node) return;
      // Embla positions the track itself from here on; drop the CSS offset for startIndex.
      (node.firstChild as HTMLElement).style.translate = 'none';
      const embla = Embla(
        node,
        { loop, startIndex, align: 'start', duration: reduced ? 0 : emblaDuration(durationMs) },
        plugins,
      );
      const sync = () =>
        setState({
          selected: embla.selectedScrollSnap(),
          snaps: embla.scrollSnapList().length,
          prev: embla.canScrollPrev(),
          next: embla.canScrollNext(),
        });
      sync();
      embla.on('select', sync).on('reInit', sync);
      api.current = embla;
    })().catch(() => {}); // without Embla (e.g. offline) the slides simply stay a static row
    return () => {
      cancelled = true;
      api.current?.destroy();
      api.current = autoplay.current = undefined;
    };
  }, [loop, startIndex, autoplayMs, durationMs, count]);

  const { base, ...wider } = slidesPerView;
  const scope = `[data-carousel="${id}"]`;
  let css = `${scope}{--per:${base}}`;
  for (const [px, n] of Object.entries(wider))
    css += `@media(min-width:${px}px){${scope}{--per:${n}}}`;

  const pause = () => autoplay.current?.stop();
  const resume = () => stopped || autoplay.current?.play();
  const toggle = () => {
    setStopped(!stopped);
    if (!stopped) pause();
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={id}
      className={className}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(e) => e.currentTarget.contains(e.relatedTarget) || resume()}
    >
      <style>{css}</style>
      <div ref={viewport} className="overflow-hidden">
        <div
          className="-ml-5 flex touch-pan-y transition-none translate-x-[calc(var(--start)*-100%/var(--per))]"
          style={{ '--start': startIndex } as CSSProperties}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              className="min-w-0 shrink-0 basis-[calc(100%/var(--per))] pl-5"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {(arrows || dots || autoplayMs) && (
        <div className="mt-6 flex items-center justify-center gap-4">
          {arrows && (
            <button
              type="button"
              className={`${control} size-11`}
              aria-label="Previous slide"
              disabled={!loop && !state.prev}
              onClick={() => api.current?.scrollPrev()}
            >
              <Chevron flip />
            </button>
          )}
          {dots && (
            <div className="flex">
              {Array.from({ length: state.snaps }, (_, i) => (
                <button
                  key={i}
                  type="button"
                  className="group grid size-6 place-items-center"
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === state.selected}
                  onClick={() => api.current?.scrollTo(i)}
                >
                  <span className="size-2.5 rounded-full bg-brand-500 transition-all group-hover:bg-brand-700 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-800" />
                </button>
              ))}
            </div>
          )}
          {arrows && (
            <button
              type="button"
              className={`${control} size-11`}
              aria-label="Next slide"
              disabled={(!loop && !state.next) || state.selected >= (nextDisabledFrom ?? Infinity)}
              onClick={() => api.current?.scrollNext()}
            >
              <Chevron />
            </button>
          )}
          {autoplayMs && (
            <button
              type="button"
              className={`${control} size-9 motion-reduce:hidden`}
              aria-label={stopped ? 'Play slides' : 'Pause slides'}
              onClick={toggle}
            >
              <svg
                viewBox="0 0 24 24"
                width="16"
                height="16"
                aria-hidden="true"
                fill="currentColor"
              >
                <path d={stopped ? 'M8 5.5v13l10-6.5z' : 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z'} />
              </svg>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
