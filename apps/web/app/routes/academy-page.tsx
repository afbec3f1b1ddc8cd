import { academyLanding, type AcademyLanding } from '~/content/academy-landing';
import { NewsletterSection } from '~/features/academy/landing/newsletter-section';
import { faqJsonLd, jsonLd } from '~/lib/json-ld';
import { hydrateWhenNear } from '~/ui/lazy-section';
import { pageMeta } from '~/lib/meta';
import { staticSection } from '~/ui/static-section';
import type { Route } from './+types/academy-page';

/** Build time only (prerender): the copy goes into the HTML and `.data`, not the first-load JS. */
export function loader() {
  return academyLanding;
}

// The sign-up form is in the HTML; its code loads as the visitor nears it.
const NewsletterIsland = hydrateWhenNear<{ tone: 'light'; className: string }>(
  () => import('~/features/leads/newsletter-form').then((m) => ({ default: m.NewsletterForm })),
  'min-h-[7rem]',
);

// Only the GreenHub tabs and the sign-up form are interactive: they are islands whose code loads
// as the visitor nears them. The rest never changes in the browser, so on the prerendered page
// its code is never loaded (static sections; after a client-side navigation it loads at once).
const LandingTop = staticSection<Pick<AcademyLanding, 'hero' | 'courses' | 'about'>>(
  () => import('~/features/academy/landing/landing-top'),
  'min-h-[204rem] lg:min-h-[140rem]',
);
const GreenHub = hydrateWhenNear<{ greenHub: AcademyLanding['greenHub'] }>(
  () => import('~/features/academy/landing/greenhub-section'),
  'min-h-[59.5rem] lg:min-h-[43.75rem]',
);
const Technology = staticSection<{ technology: AcademyLanding['technology'] }>(
  () =>
    import('~/features/academy/landing/about-sections').then((m) => ({
      default: m.TechnologySection,
    })),
  'min-h-[49.75rem] lg:min-h-[29rem]',
);
const NewsletterHeading = staticSection<{ newsletter: AcademyLanding['newsletter'] }>(
  () =>
    import('~/features/academy/landing/newsletter-heading').then((m) => ({
      default: m.NewsletterHeading,
    })),
  'min-h-[12rem]',
);
const LandingBottom = staticSection<Pick<AcademyLanding, 'faqIntro' | 'faqs' | 'registration'>>(
  () => import('~/features/academy/landing/landing-bottom'),
  'min-h-[100rem] lg:min-h-[74rem]',
);

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...(args.loaderData ? [jsonLd(faqJsonLd(args.loaderData.faqs))] : []),
];

/** /academy-page: the ESG Academy's landing page. */
export default function AcademyLandingPage({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <LandingTop hero={content.hero} courses={content.courses} about={content.about} />
      <GreenHub greenHub={content.greenHub} />
      <Technology technology={content.technology} />
      {/* The footer's form, reused: the same call, states and messages. */}
      <NewsletterSection
        heading={<NewsletterHeading newsletter={content.newsletter} />}
        form={<NewsletterIsland tone="light" className="lg:justify-self-end lg:max-w-md" />}
      />
      <LandingBottom
        faqIntro={content.faqIntro}
        faqs={content.faqs}
        registration={content.registration}
      />
    </>
  );
}
