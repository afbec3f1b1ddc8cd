import { useSyncExternalStore } from 'react';

export type SidebarState = 'expanded' | 'collapsed';

const KEY = 'comingSoonSidebar';
const WIDE = '(min-width: 48rem)';
const listeners = new Set<() => void>();
// Used when sessionStorage is unavailable (some privacy modes throw on access).
let memory: SidebarState | undefined;

function stored(): SidebarState | undefined {
  try {
    const value = window.sessionStorage.getItem(KEY);
    return value === 'expanded' || value === 'collapsed' ? value : memory;
  } catch {
    return memory;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia(WIDE);
  media.addEventListener?.('change', listener);
  return () => {
    listeners.delete(listener);
    media.removeEventListener?.('change', listener);
  };
}

/** The visitor's choice for this visit, else expanded on wide screens and collapsed on phones. */
const snapshot = (): SidebarState =>
  stored() ?? (window.matchMedia(WIDE).matches ? 'expanded' : 'collapsed');

/**
 * The sidebar's state, remembered for the visit (sessionStorage). Undefined in the prerendered
 * HTML, where CSS alone picks the width by screen size, so hydration changes nothing visible.
 */
export function useSidebarState(): [SidebarState | undefined, (next: SidebarState) => void] {
  const state = useSyncExternalStore(subscribe, snapshot, () => undefined);
  return [state, setSidebarState];
}

export function setSidebarState(next: SidebarState) {
  memory = next;
  try {
    window.sessionStorage.setItem(KEY, next);
  } catch {
    // memory keeps it for this page view
  }
  listeners.forEach((listener) => listener());
}
