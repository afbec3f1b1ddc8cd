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
import { NewsletterForm } from '~/features/leads/newsletter-form';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/academy-page';

/** Build time only (prerender): the copy goes into the HTML and `.data`, not the first-load JS. */
export function loader() {
  return academyLanding;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta('/academy-page'),
  ...(loaderData ? [jsonLd(faqJsonLd(loaderData.faqs))] : []),
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
        form={<NewsletterForm tone="light" className="lg:justify-self-end lg:max-w-md" />}
      />
      <AcademyFaq intro={content.faqIntro} faqs={content.faqs} />
      <RegistrationSection registration={content.registration} />
    </>
  );
}
