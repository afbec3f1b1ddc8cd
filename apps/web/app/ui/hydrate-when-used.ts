import type { ComponentType } from 'react';
import { island } from './lazy-section';

// Its own module, so the pages whose islands load when near do not download this trigger.

const firstUse = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input'];

function whenUsed(
  node: HTMLElement,
  go: (after?: (live: Element) => void) => void,
  prerendered: boolean,
) {
  // No prerendered HTML to use, or the visitor is already in it when the scripts arrive: now.
  if (!prerendered || node.contains(document.activeElement)) return go();
  const start = () => go();
  // Enter in a field before the code is here: hold the submission and let the live form send it.
  const hold = (event: Event) => {
    event.preventDefault();
    go((live) => live.querySelector('form')?.requestSubmit());
  };
  for (const type of firstUse) node.addEventListener(type, start, { once: true, passive: true });
  node.addEventListener('submit', hold);
  return () => {
    for (const type of firstUse) node.removeEventListener(type, start);
    node.removeEventListener('submit', hold);
  };
}

/**
 * Like `hydrateWhenNear`, for a form at the top of a page: its code loads when the visitor first
 * points at, touches, focuses or types in it, not with the page. A submit before the code has
 * arrived is held and sent again by the live form. After a client-side navigation (no
 * prerendered HTML to use) it loads at once.
 */
export function hydrateWhenUsed<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  className: string,
) {
  return island(load, className, whenUsed);
}
