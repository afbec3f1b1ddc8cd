import { liveCourses, type LiveCourse } from '~/content/academy-courses';
import { CourseFaculty } from '~/features/academy/course-page/course-faculty';
import { courseJsonLd } from '~/features/academy/course-page/course-json-ld';
import { forLoader, loaderJsonLd } from '~/lib/json-ld';
import { pageMeta } from '~/lib/meta';
import { staticSection } from '~/ui/static-section';
import type { Route } from './+types/academy-course';

/** Build time only (prerender): /course-1 and /course-2 share this template, each with its copy. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, '');
  const course = liveCourses[path as keyof typeof liveCourses];
  if (!course) throw new Response('Not found', { status: 404 });
  return { course, structuredData: forLoader(courseJsonLd(course)) };
}

// Only the faculty toggle is interactive (an island in CourseFaculty). The rest never changes in
// the browser: on the prerendered page its code is never loaded (static sections).
const CourseTop = staticSection<{ course: LiveCourse }>(
  () => import('~/features/academy/course-page/course-top'),
  'min-h-[277rem] lg:min-h-[138rem]',
);
const AudienceAndRules = staticSection<{ course: LiveCourse }>(
  () =>
    import('~/features/academy/course-page/course-sections').then((m) => ({
      default: m.AudienceAndRules,
    })),
  'min-h-[64.5rem] lg:min-h-[39rem]',
);

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...(args.loaderData ? [loaderJsonLd(args.loaderData.structuredData)] : []),
];

export default function AcademyCoursePage({ loaderData: { course } }: Route.ComponentProps) {
  return (
    <>
      <CourseTop course={course} />
      <CourseFaculty course={course} />
      <AudienceAndRules course={course} />
    </>
  );
}
