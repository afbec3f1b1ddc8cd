import type { ComponentType } from 'react';
import { elementsOf, island, whenNear } from './lazy-section';
import { routerLinkClicked } from './router-link-click';

// The triggers of islands that wait for the visitor (first use, or a scroll that brings them near);
// the site header's menus use one, so this module is part of every page's shared code.

const firstUse = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input'];

export interface WhenUsedOptions {
  /**
   * For menus that open on hover: once live, the element the pointer is over is entered again,
   * so the menu the visitor pointed at opens as if the code had been there all along.
   */
  replayHover?: boolean;
  /**
   * Load at once, used or not, when this holds: when the live section would show something the
   * prerendered HTML cannot (what this tab's storage keeps, say).
   */
  atOnce?: () => boolean;
}

function whenUsed({ replayHover, atOnce }: WhenUsedOptions) {
  return (
    node: HTMLElement,
    go: (after?: (live: Element) => void, failed?: () => void) => void,
    prerendered: boolean,
  ) => {
    // No prerendered HTML to use: now.
    if (!prerendered) return go();
    // What the visitor did before the code arrived is done again on the live section (`go`
    // keeps every such action). Elements are found there by position: the live markup is the
    // same as the prerendered one.
    let hovered = -1;
    const track = (event: Event) => (hovered = elementsOf(node).indexOf(event.target as Element));
    const reenter = (live: Element) =>
      elementsOf(live)[hovered]?.dispatchEvent(
        new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }),
      );
    const start = (event: Event) => {
      if (!replayHover) return go();
      if (event.type === 'pointerover') track(event);
      go(reenter);
    };
    // A button pressed (by pointer, Enter or Space) before the code is here is pressed again on
    // the live section, so opening a menu at once is not lost. So is one of the router's links:
    // followed as a plain link it would load a new page, losing what the page holds (the text
    // typed into a form beside a language switch, say); should the code fail to load, it is.
    const holdPress = (event: MouseEvent) => {
      const link = routerLinkClicked(event);
      if (link) {
        event.preventDefault();
        const index = elementsOf(node).indexOf(link);
        const click = (live: Element) =>
          (elementsOf(live)[index] as HTMLElement | undefined)?.click();
        go(click, () => window.location.assign(link.href));
        return;
      }
      const button = (event.target as Element).closest('button[type="button"]');
      if (!button) return;
      const index = elementsOf(node).indexOf(button);
      go((live) => (elementsOf(live)[index] as HTMLElement | undefined)?.click());
    };
    for (const type of firstUse) node.addEventListener(type, start, { once: true, passive: true });
    if (replayHover) node.addEventListener('pointerover', track, { passive: true });
    node.addEventListener('click', holdPress);
    // The visitor already in it when the scripts arrive: now, holding what they do meanwhile (an
    // Enter on the way would otherwise be the browser's own form submission, a page load).
    if (node.contains(document.activeElement) || atOnce?.()) go();
    return () => {
      for (const type of firstUse) node.removeEventListener(type, start);
      node.removeEventListener('pointerover', track);
      node.removeEventListener('click', holdPress);
    };
  };
}

/**
 * Like `hydrateWhenNear`, for a form at the top of a page or the site's menus: its code loads
 * when the visitor first points at, touches, focuses or types in it, not with the page. A submit
 * or a button press before the code has arrived is done again on the live section. After a
 * client-side navigation (no prerendered HTML to use) it loads at once.
 */
export function hydrateWhenUsed<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  className: string,
  options: WhenUsedOptions = {},
) {
  return island(load, className, whenUsed(options));
}

/**
 * For a prerendered section that does nothing by itself (no carousel, timer or fetch): its code
 * loads once the visitor has scrolled and it comes within 600 px, or on first use before then
 * (as `hydrateWhenUsed`, presses and links held). A section in the first screen needs no code
 * until then: its HTML is already what the live section shows, and its fade-ins only play for
 * what arrives by scrolling. With `hydrateWhenNear` such sections loaded and hydrated with the
 * page, work on the main thread and bytes on the first load that nobody saw. Sections that move
 * by themselves (auto-advancing tabs, carousels) stay on `hydrateWhenNear`.
 */
export function hydrateWhenReached<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  className: string,
) {
  const used = whenUsed({});
  return island(load, className, (node, go, prerendered) => {
    const stopUse = used(node, go, prerendered);
    if (!prerendered) return stopUse;
    let stopNear: (() => void) | void;
    const scrolled = () => (stopNear = whenNear(node, () => go()));
    addEventListener('scroll', scrolled, { once: true, passive: true });
    return () => {
      stopUse?.();
      removeEventListener('scroll', scrolled);
      stopNear?.();
    };
  });
}
