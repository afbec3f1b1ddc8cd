import type {
  Article,
  BreadcrumbList,
  Course,
  FAQPage,
  Organization,
  WebSite,
  WithContext,
} from 'schema-dts';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '@verdantia/domain/site/public-origin';
import { publicOrigin } from './public-origin';

// The small part of the structured data that the browser runs (the builders that need the site's
// facts are in structured-data.ts, run at build time).

export type JsonLdData = WithContext<
  Organization | WebSite | BreadcrumbList | FAQPage | Article | Course
>;

/**
 * Structured data as loader data carries it: plain JSON to the type checker (schema.org's types
 * are far too deep for React Router's serialisation types to walk).
 */
export type LoaderJsonLd = { '@context': string } & Record<string, unknown>;

/** For a loader: `data` as plain JSON (see LoaderJsonLd). */
export const forLoader = (data: JsonLdData) => data as unknown as LoaderJsonLd;

/** A meta descriptor React Router renders as <script type="application/ld+json">. */
export const jsonLd = (data: JsonLdData) => ({ 'script:ld+json': data });

/**
 * Structured data a loader built at build time, with the deployment's origin. The server fills
 * the origin into the prerendered HTML (the loader data in it too), but not into the `.data`
 * files a client-side navigation reads, which keep the placeholder.
 */
export function loaderJsonLd(data: LoaderJsonLd) {
  const text = JSON.stringify(data).replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, publicOrigin());
  return jsonLd(JSON.parse(text) as JsonLdData);
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
