import { liveCourses } from '~/content/academy-courses';
import { CourseHero } from '~/features/academy/course-page/course-hero';
import { courseJsonLd } from '~/features/academy/course-page/course-json-ld';
import {
  AboutCourse,
  AudienceAndRules,
  CourseAgenda,
  CourseFaculty,
} from '~/features/academy/course-page/course-sections';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/academy-course';

/** Build time only (prerender): /course-1 and /course-2 share this template, each with its copy. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, '');
  const course = liveCourses[path as keyof typeof liveCourses];
  if (!course) throw new Response('Not found', { status: 404 });
  return course;
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...(args.loaderData ? [{ 'script:ld+json': courseJsonLd(args.loaderData) }] : []),
];

export default function AcademyCoursePage({ loaderData: course }: Route.ComponentProps) {
  return (
    <>
      <CourseHero course={course} />
      <AboutCourse course={course} />
      <CourseAgenda course={course} />
      <CourseFaculty course={course} />
      <AudienceAndRules course={course} />
    </>
  );
}
