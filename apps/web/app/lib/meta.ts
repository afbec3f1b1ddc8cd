import { findSitePage } from '@verdantia/domain/routes';
import { site } from '@verdantia/domain/site';

export interface MetaInput {
  title?: string;
  description?: string;
  noindex?: boolean;
}

/**
 * Title, description, canonical URL and social tags for a page, taken from the page catalogue
 * unless a route overrides them (e.g. a blog post).
 */
export function pageMeta(pathname: string, input: MetaInput = {}) {
  const page = findSitePage(pathname);
  const title = input.title ?? page?.title ?? 'Page not found';
  const description = input.description ?? page?.description ?? site.tagline;
  const fullTitle = pathname === '/' ? `${site.name}: ${title}` : `${title} | ${site.name}`;
  const url = `${site.url}${pathname === '/' ? '' : pathname}`;
  const noindex = input.noindex ?? (!page || page.mode === 'client');
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
