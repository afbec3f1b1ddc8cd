import { academyLanding } from '~/content/academy-landing';
import { CourseCards } from '~/features/academy/landing/course-cards';
import {
  AboutSection,
  GreenHubSection,
  TechnologySection,
} from '~/features/academy/landing/about-sections';
import {
  AcademyFaq,
  NewsletterSection,
  RegistrationSection,
} from '~/features/academy/landing/contact-sections';
import { LandingHero } from '~/features/academy/landing/landing-hero';
import { faqJsonLd, jsonLd } from '~/lib/structured-data';
import { hydrateWhenNear } from '~/ui/lazy-section';
import { pageMeta } from '~/lib/meta';
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

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...(args.loaderData ? [jsonLd(faqJsonLd(args.loaderData.faqs))] : []),
];

/** /academy-page: the ESG Academy's landing page. */
export default function AcademyLandingPage({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <LandingHero hero={content.hero} />
      <CourseCards courses={content.courses} />
      <AboutSection about={content.about} />
      <GreenHubSection greenHub={content.greenHub} />
      <TechnologySection technology={content.technology} />
      {/* The footer's form, reused: the same call, states and messages. */}
      <NewsletterSection
        newsletter={content.newsletter}
        form={<NewsletterIsland tone="light" className="lg:justify-self-end lg:max-w-md" />}
      />
      <AcademyFaq intro={content.faqIntro} faqs={content.faqs} />
      <RegistrationSection registration={content.registration} />
    </>
  );
}
