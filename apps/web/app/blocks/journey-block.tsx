import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { ChevronRightIcon as ChevronRight } from '~/ui/icons/control-icons';
import { Reveal } from '~/ui/reveal';
import { twoDigits } from './card';
import { BlockIcon } from './block-icon';
import { BlockHeading, Section } from './section';
import type { JourneyBlock as JourneyBlockData } from './types';
import { useMediaQuery } from './use-media-query';

/** A horizontal strip wider than 768 px, a stacked list at or below. */
const JOURNEY_STRIP_QUERY = '(min-width: 769px)';

const arrowClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-brand-900 shadow-card transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:shadow-none';

/**
 * While the pointer is over the strip the wheel scrolls it sideways instead of the page. The
 * listener is on the strip itself, so it only ever sees wheel events under the pointer and page
 * scrolling is back the moment the pointer leaves; at either end the event is let through, so
 * the page is never trapped. Native (non-passive) because React's onWheel cannot preventDefault.
 */
function useWheelToSideways(strip: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const el = strip.current;
    if (!el || !enabled) return;
    const onWheel = (event: WheelEvent) => {
      // Pinch-zoom, and sideways gestures the browser already handles.
      if (event.ctrlKey || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? el.clientWidth : 1;
      const delta = event.deltaY * unit;
      const max = el.scrollWidth - el.clientWidth;
      const canMove = delta > 0 ? el.scrollLeft < max - 1 : delta < 0 && el.scrollLeft > 0;
      if (!canMove) return;
      event.preventDefault();
      el.scrollLeft += delta;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [strip, enabled]);
}

/** Whether the strip can scroll back or further (for the arrow buttons). */
function useScrollEnds(strip: RefObject<HTMLElement | null>, enabled: boolean) {
  const [ends, setEnds] = useState({ start: true, end: false });
  useEffect(() => {
    const el = strip.current;
    if (!el || !enabled) return;
    const update = () =>
      setEnds({
        start: el.scrollLeft <= 0,
        end: el.scrollLeft >= el.scrollWidth - el.clientWidth - 1,
      });
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [strip, enabled]);
  return ends;
}

const edgeMask = ({ start, end }: { start: boolean; end: boolean }) =>
  `linear-gradient(to right, ${start ? '#000' : 'transparent'}, #000 4rem, #000 calc(100% - 4rem), ${end ? '#000' : 'transparent'})`;

/** The AI maturity journey: numbered steps along a strip (wide screens) or down a list (phones). */
export function JourneyBlock({ block }: { block: JourneyBlockData }) {
  const id = useId();
  const strip = useRef<HTMLOListElement>(null);
  const wide = useMediaQuery(JOURNEY_STRIP_QUERY);
  useWheelToSideways(strip, wide);
  const ends = useScrollEnds(strip, wide);
  const page = (direction: 1 | -1) => {
    const el = strip.current;
    const step = (el?.firstElementChild as HTMLElement | null)?.offsetWidth ?? 320;
    el?.scrollBy({ left: direction * (step + 24), behavior: 'smooth' });
  };

  return (
    <Section block={block} labelledBy={id} reveal={false}>
      <Reveal className="flex flex-wrap items-end justify-between gap-6">
        <BlockHeading id={id} heading={block.heading} intro={block.intro} center={false} />
        <div className="hidden gap-3 min-[769px]:flex">
          <button
            type="button"
            className={arrowClass}
            aria-label="Previous steps"
            disabled={ends.start}
            onClick={() => page(-1)}
          >
            <ChevronRight aria-hidden="true" className="size-5 rotate-180" />
          </button>
          <button
            type="button"
            className={arrowClass}
            aria-label="Next steps"
            disabled={ends.end}
            onClick={() => page(1)}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </Reveal>
      <ol
        ref={strip}
        aria-labelledby={id}
        // Focusable when it scrolls, so keyboard users can move it with the arrow keys.
        tabIndex={wide ? 0 : undefined}
        data-layout={wide ? 'strip' : 'list'}
        // Soft edges where more steps wait off-screen.
        style={
          wide && !(ends.start && ends.end)
            ? { maskImage: edgeMask(ends), WebkitMaskImage: edgeMask(ends) }
            : undefined
        }
        data-testid="journey-steps"
        className="mt-12 flex flex-col gap-0 min-[769px]:-mx-2 min-[769px]:flex-row min-[769px]:gap-6 min-[769px]:overflow-x-auto min-[769px]:overscroll-x-contain min-[769px]:px-2 min-[769px]:pt-1 min-[769px]:pb-6 min-[769px]:[scrollbar-color:var(--color-brand-300)_transparent] min-[769px]:[scrollbar-width:thin]"
      >
        {block.steps.map((step, i) => (
          <Reveal
            as="li"
            key={step.title}
            threshold={0.5}
            durationMs={1000}
            className="group flex gap-4 min-[769px]:w-[21rem] min-[769px]:shrink-0 min-[769px]:flex-col min-[769px]:gap-5"
          >
            <div aria-hidden="true" className="flex flex-col items-center min-[769px]:flex-row">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold tabular-nums text-accent-300 ring-4 ring-brand-100">
                {twoDigits(i + 1)}
              </span>
              <span className="w-0.5 flex-1 bg-brand-200 group-last:hidden min-[769px]:ml-4 min-[769px]:h-0.5 min-[769px]:w-auto min-[769px]:[background:repeating-linear-gradient(90deg,var(--color-brand-300)_0_8px,transparent_8px_16px)]" />
            </div>
            <div className="mb-6 flex-1 rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6 min-[769px]:mb-0">
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
                Step {i + 1}
              </p>
              <div className="mt-3 flex items-start gap-3">
                {step.icon && (
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <BlockIcon name={step.icon} />
                  </span>
                )}
                <h3 className="text-lg font-semibold leading-snug text-brand-950">{step.title}</h3>
              </div>
              <p className="mt-3 text-pretty text-muted">{step.description}</p>
            </div>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
