import { lazy } from 'react';
import { HeroSection } from '~/features/home/hero-section';
import { homeFaqs } from '~/content/home-faq';
import { pageMeta } from '~/lib/meta';
import { faqJsonLd, jsonLd, organizationJsonLd, webSiteJsonLd } from '~/lib/structured-data';
import { hydrateWhenNear, LazySection } from '~/ui/lazy-section';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('/'),
  jsonLd(organizationJsonLd()),
  jsonLd(webSiteJsonLd()),
  jsonLd(faqJsonLd(homeFaqs)),
];

// Only the hero (the LCP text) is hydrated with the page. Offerings and the closing sections are
// in the prerendered HTML and hydrate when the visitor nears them; the sections in between load
// only then and are deliberately absent from the HTML. This keeps the first load
// within the 130 KB budget.
const Offerings = hydrateWhenNear(
  () => import('~/features/home/offerings-section'),
  'min-h-[100rem] sm:min-h-[60rem] lg:min-h-[44rem]',
);
const Closing = hydrateWhenNear(
  () => import('~/features/home/closing-sections'),
  'min-h-[110rem] lg:min-h-[90rem]',
);
const Offer = lazy(() => import('~/features/home/offer-section'));
const Frameworks = lazy(() => import('~/features/home/frameworks-section'));
const Comparison = lazy(() => import('~/features/home/comparison-section'));
const Blog = lazy(() => import('~/features/home/blog-section'));
const Faq = lazy(() => import('~/features/home/faq-section'));

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <Offerings />
      <LazySection component={Offer} className="min-h-[82rem] sm:min-h-[62rem] lg:min-h-[44rem]" />
      <LazySection component={Frameworks} className="min-h-[22rem]" />
      <LazySection component={Comparison} className="min-h-[80rem] lg:min-h-[46rem]" />
      <LazySection component={Blog} className="min-h-[92rem] md:min-h-[44rem]" />
      <LazySection component={Faq} className="min-h-[52rem] lg:min-h-[40rem]" />
      <Closing />
    </>
  );
}
