import { useEffect, useState } from 'react';

/**
 * The index of a rotating selection: it moves to the next item `intervalMs` after the last
 * change, wrapping from the last to the first, and stands still while `paused`. A manual
 * selection restarts the wait, so a visitor always gets the full interval on the tab they chose.
 */
export function useAutoAdvance(count: number, intervalMs: number | undefined, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!intervalMs || paused || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [index, count, intervalMs, paused]);
  return [Math.min(index, Math.max(count - 1, 0)), setIndex] as const;
}
