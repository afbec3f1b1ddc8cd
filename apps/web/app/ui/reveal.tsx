import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { observe } from 'react-intersection-observer';
import { cn } from './cn';

interface RevealProps {
  children: ReactNode;
  as?: 'div' | 'li';
  className?: string;
  /** Share of the element that must be visible before it fades in (0 = any part). */
  threshold?: number;
  /** Length of the fade, 1000-1800 ms. */
  durationMs?: number;
  /** Stagger for siblings, in ms. */
  delayMs?: number;
}

type Phase = 'static' | 'hidden' | 'shown';

/**
 * Fades content up once, when it scrolls into view. Content starts visible: the prerendered HTML,
 * visitors without JavaScript and crawlers always see it. Only after hydration, and only if the
 * first observation finds the element out of sight, is it hidden and then faded in when it
 * arrives, so nobody ever sees content disappear. Opacity and transform only: no layout shift.
 * With reduced motion nothing is hidden or animated.
 */
export function Reveal({
  children,
  as: Tag = 'div',
  className,
  threshold = 0,
  durationMs = 1200,
  delayMs = 0,
}: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  // A callback ref fits both tags, where an object ref of one element type fits neither.
  const setRef = useCallback((node: HTMLElement | null) => {
    ref.current = node;
  }, []);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (
      !element ||
      typeof IntersectionObserver === 'undefined' ||
      matchMedia('(prefers-reduced-motion: reduce)').matches
    ) {
      return;
    }
    let first = true;
    let hidden = false;
    const stop = observe(
      element,
      (_inView, entry) => {
        const visible = entry.isIntersecting && entry.intersectionRatio >= threshold;
        if (first) {
          first = false;
          // Already (partly) in sight: leave it alone for good.
          if (entry.isIntersecting) return stop();
          hidden = true;
          setPhase('hidden');
        } else if (hidden && visible) {
          setPhase('shown');
          stop();
        }
      },
      { threshold: threshold > 0 ? [0, threshold] : 0 },
    );
    return stop;
  }, [threshold]);

  const style: CSSProperties | undefined =
    phase === 'shown'
      ? { transitionDuration: `${durationMs}ms`, transitionDelay: `${delayMs}ms` }
      : undefined;
  return (
    <Tag
      ref={setRef}
      data-reveal={phase}
      style={style}
      className={cn(
        className,
        phase === 'hidden' && 'translate-y-6 opacity-0',
        phase === 'shown' && 'transition-[opacity,translate] ease-out',
      )}
    >
      {children}
    </Tag>
  );
}
