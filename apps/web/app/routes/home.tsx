import { homeFaqs } from '~/content/home-faq';
import { pageMeta } from '~/lib/meta';
import { faqJsonLd, forLoader, loaderJsonLd } from '~/lib/json-ld';
import { organizationJsonLd, webSiteJsonLd } from '~/lib/structured-data';
import { hydrateWhenReached } from '~/ui/hydrate-when-used';
import { hydrateWhenNear } from '~/ui/lazy-section';
import { staticSection } from '~/ui/static-section';
import type { Route } from './+types/home';

/**
 * Runs at build time only (ssr: false + prerender): the page's structured data (the FAQ copy in
 * it too) is built here and travels in its HTML and `.data` file, not the first-load JavaScript.
 */
export function loader() {
  return {
    structuredData: [organizationJsonLd(), webSiteJsonLd(), faqJsonLd(homeFaqs)].map(forLoader),
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...(args.loaderData?.structuredData.map(loaderJsonLd) ?? []),
];

// The hero (the LCP text) never changes in the browser: on the prerendered page its code is never
// loaded (after a client-side navigation it loads at once). Every section below it is in the
// prerendered HTML (readable, its links and FAQ disclosures working, reachable by Tab) and is an
// island whose code loads when the visitor scrolls near it or uses it (the carousels and the
// latest posts, which move or fetch by themselves, as soon as they are near).
const HeroSection = staticSection<object>(
  () => import('~/features/home/hero-section').then((m) => ({ default: m.HeroSection })),
  'min-h-[58rem] lg:min-h-[44rem]',
);
const Offerings = hydrateWhenReached(
  () => import('~/features/home/offerings-section'),
  'min-h-[100rem] sm:min-h-[60rem] lg:min-h-[44rem]',
);
const Offer = hydrateWhenReached(
  () => import('~/features/home/offer-section'),
  'min-h-[82rem] sm:min-h-[62rem] lg:min-h-[44rem]',
);
const Frameworks = hydrateWhenNear(
  () => import('~/features/home/frameworks-section'),
  'min-h-[22rem]',
);
const Comparison = hydrateWhenReached(
  () => import('~/features/home/comparison-section'),
  'min-h-[80rem] lg:min-h-[46rem]',
);
const Blog = hydrateWhenNear(
  () => import('~/features/home/blog-section'),
  'min-h-[92rem] md:min-h-[44rem]',
);
const Faq = hydrateWhenReached(
  () => import('~/features/home/faq-section'),
  'min-h-[52rem] lg:min-h-[40rem]',
);
const Closing = hydrateWhenNear(
  () => import('~/features/home/closing-sections'),
  'min-h-[110rem] lg:min-h-[90rem]',
);

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <Offerings />
      <Offer />
      <Frameworks />
      <Comparison />
      <Blog />
      <Faq />
      <Closing />
    </>
  );
}
