import { useEffect, useRef } from 'react';

/** A thin bar under the selected tab filling up until the next advance; empty while paused. */
export function Countdown({ ms, paused }: { ms: number; paused: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const animation = useRef<Animation>(undefined);
  useEffect(() => {
    const bar = ref.current;
    if (!bar?.animate || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const a = bar.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
      duration: ms,
      fill: 'both',
    });
    animation.current = a;
    return () => a.cancel();
  }, [ms]);
  useEffect(() => {
    const a = animation.current;
    if (!a) return;
    // The timer starts over after a pause, so does the bar.
    a.currentTime = 0;
    if (paused) a.pause();
    else a.play();
  }, [paused]);
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className="absolute inset-x-4 bottom-0 h-0.5 origin-left scale-x-0 rounded-full bg-brand-500"
    />
  );
}
