import type {
  Article,
  BreadcrumbList,
  FAQPage,
  Organization,
  WebSite,
  WithContext,
} from 'schema-dts';
import { site } from '@verdantia/domain/site/config';
import { absoluteUrl } from './public-origin';

// schema.org data blocks for search engines. Absolute URLs go through `absoluteUrl`, so the
// server's PUBLIC_URL ends up in them like in the canonical link.

/** A meta descriptor React Router renders as <script type="application/ld+json">. */
export const jsonLd = (
  data: WithContext<Organization | WebSite | BreadcrumbList | FAQPage | Article>,
) => ({
  'script:ld+json': data,
});

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

export function faqJsonLd(
  faqs: readonly { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
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
