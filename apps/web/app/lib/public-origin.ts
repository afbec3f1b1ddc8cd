import { PUBLIC_ORIGIN_PLACEHOLDER } from '@verdantia/domain/site/public-origin';

/**
 * The origin for absolute URLs in the head. At prerender time it is the placeholder the server
 * swaps for PUBLIC_URL; in the browser it is the value the server wrote into <html data-origin>,
 * so tags rendered after hydration or a client navigation match the served ones.
 */
export function publicOrigin(): string {
  if (typeof document === 'undefined') return PUBLIC_ORIGIN_PLACEHOLDER;
  return document.documentElement.dataset.origin || PUBLIC_ORIGIN_PLACEHOLDER;
}

/** An absolute URL on the public site for a path ('/' gives the bare origin). */
export function absoluteUrl(path: string): string {
  return `${publicOrigin()}${path === '/' ? '' : path}`;
}
