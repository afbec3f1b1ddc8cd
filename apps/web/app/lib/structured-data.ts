import type { Article, BreadcrumbList, Organization, WebSite, WithContext } from 'schema-dts';
import { site } from '@verdantia/domain/site/config';
import { absoluteUrl } from './public-origin';

// schema.org data blocks for search engines. Absolute URLs go through `absoluteUrl`, so the
// server's PUBLIC_URL ends up in them like in the canonical link. The prerendered pages build
// theirs in their loaders, at build time, so this module stays out of their first load (the
// browser gets them with the loader data: see json-ld.ts).

export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl('/')}#organization`,
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      postalCode: site.address.postcode,
      addressCountry: site.address.country,
    },
    sameAs: Object.values(site.social),
  };
}

export function webSiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl('/'),
    publisher: { '@id': `${absoluteUrl('/')}#organization` },
  };
}

/** Home, then `trail` (from `breadcrumbTrail`, computed at build time). */
export function breadcrumbJsonLd(
  trail: readonly { path: string; title: string }[],
): WithContext<BreadcrumbList> {
  const items = [{ path: '/', title: 'Home' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.title,
      item: absoluteUrl(item.path),
    })),
  };
}

export interface ArticleFacts {
  path: string;
  title: string;
  summary: string;
  author: string;
  publishedAt: string;
  updatedAt?: string;
  image?: string;
}

export function articleJsonLd(post: ArticleFacts): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.summary,
    author: { '@type': 'Person', name: post.author },
    datePublished: post.publishedAt,
    ...(post.updatedAt ? { dateModified: post.updatedAt } : {}),
    ...(post.image ? { image: post.image } : {}),
    mainEntityOfPage: absoluteUrl(post.path),
    publisher: { '@type': 'Organization', name: site.name, url: absoluteUrl('/') },
  };
}
