import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches. Prerendered HTML and the hydration pass assume `false` (layout
 * itself is CSS; this only switches behaviour), then the real value follows without a mismatch.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}
