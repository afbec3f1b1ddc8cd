import type { AcademyLanding } from '~/content/academy-landing';
import { AboutSection } from './about-sections';
import { CourseCards } from './course-cards';
import { LandingHero } from './landing-hero';

/** The landing page's opening: the hero, the courses and what the academy is. Never changes. */
export default function LandingTop({
  hero,
  courses,
  about,
}: Pick<AcademyLanding, 'hero' | 'courses' | 'about'>) {
  return (
    <>
      <LandingHero hero={hero} />
      <CourseCards courses={courses} />
      <AboutSection about={about} />
    </>
  );
}
