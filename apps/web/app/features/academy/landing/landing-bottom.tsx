import type { AcademyLanding } from '~/content/academy-landing';
import { AcademyFaq, RegistrationSection } from './contact-sections';

/** The landing page's close: the questions and how to register. Never changes. */
export default function LandingBottom({
  faqIntro,
  faqs,
  registration,
}: Pick<AcademyLanding, 'faqIntro' | 'faqs' | 'registration'>) {
  return (
    <>
      <AcademyFaq intro={faqIntro} faqs={faqs} />
      <RegistrationSection registration={registration} />
    </>
  );
}
