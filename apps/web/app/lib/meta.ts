import type { SitePage } from '@verdantia/domain/site/routes';
import { SOCIAL_CARD_SIZE, socialCardPath } from '@verdantia/domain/site/public-origin';
import { site } from '@verdantia/domain/site/config';
import { absoluteUrl } from './public-origin';

export interface MetaInput {
  title?: string;
  description?: string;
  noindex?: boolean;
  /** A picture of its own (e.g. a post's cover); public pages otherwise get their social card. */
  image?: { url: string; alt: string };
  type?: 'website' | 'article';
}

/** The title as browsers and search results show it. */
export function fullPageTitle(pathname: string, title: string): string {
  return pathname === '/' ? `${site.name}: ${title}` : `${title} | ${site.name}`;
}

/** The catalogue entry of a public page, as its layout's build-time loader hands it over. */
export type PublicPageHead = Omit<SitePage, 'mode'>;

/** The layouts that hand their pages' catalogue entries over as data. */
const PAGE_LAYOUTS: Record<string, SitePage['mode']> = {
  'routes/public-page': 'public',
  'routes/client-page': 'client',
};

/** What pageMeta reads of a route's meta arguments (or of useMatches()). */
type RouteMatch = { id: string; data?: unknown; loaderData?: unknown } | undefined;
export interface PageMetaArgs {
  location: { pathname: string };
  matches: readonly RouteMatch[];
}

/** The catalogue entry of the page being shown, from its layout's data. */
export function currentPage(
  matches: readonly RouteMatch[],
): (PublicPageHead & { mode: SitePage['mode'] }) | undefined {
  const match = matches.find((m) => m && m.id in PAGE_LAYOUTS);
  const data = (match?.loaderData ?? match?.data) as { page?: PublicPageHead } | undefined;
  return data?.page && { ...data.page, mode: PAGE_LAYOUTS[match!.id]! };
}

/**
 * Title, description, canonical URL and social tags for a page, taken from the page catalogue
 * unless a route overrides them (e.g. a blog post).
 */
export function pageMeta({ location, matches }: PageMetaArgs, input: MetaInput = {}) {
  const pathname = location.pathname;
  const page = currentPage(matches);
  const title = input.title ?? page?.title ?? 'Page not found';
  const description = input.description ?? page?.description ?? site.tagline;
  const fullTitle = fullPageTitle(pathname, title);
  const url = absoluteUrl(pathname);
  const noindex = input.noindex ?? (!page || page.mode === 'client');
  const image =
    input.image ??
    (page?.mode === 'public' && !page.path.includes(':')
      ? { url: absoluteUrl(socialCardPath(page.path)), alt: `${title}: ${site.name}`, card: true }
      : undefined);
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image
      ? [
          { property: 'og:image', content: image.url },
          ...('card' in image
            ? [
                { property: 'og:image:type', content: 'image/png' },
                { property: 'og:image:width', content: String(SOCIAL_CARD_SIZE.width) },
                { property: 'og:image:height', content: String(SOCIAL_CARD_SIZE.height) },
              ]
            : []),
          { property: 'og:image:alt', content: image.alt },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
