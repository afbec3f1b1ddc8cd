/**
 * The site's public origin is a deployment fact (PUBLIC_URL), not a build fact. The prerendered
 * HTML carries this placeholder wherever an absolute URL belongs (canonical, og:url, og:image,
 * JSON-LD), and the server replaces it with PUBLIC_URL once when it first reads each page. A
 * `.invalid` host can never resolve, so a missed replacement is obvious rather than misleading.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = 'https://public-origin.invalid';

/** Path of a public page's social card (a 1200×630 PNG written by the web build). */
export function socialCardPath(pagePath: string): string {
  const name = pagePath === '/' ? 'home' : pagePath.slice(1).replace(/[^A-Za-z0-9]+/g, '-');
  return `/social/${name.toLowerCase()}.png`;
}

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;
