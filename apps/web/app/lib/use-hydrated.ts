import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs in the browser.
 * Forms keep their submit button disabled until then, so nothing is sent by a native GET (with
 * the visitor's details in the address) before the form's code has loaded.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
