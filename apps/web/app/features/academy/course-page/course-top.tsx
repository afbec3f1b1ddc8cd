import type { LiveCourse } from '~/content/academy-courses';
import { CourseHero } from './course-hero';
import { AboutCourse, CourseAgenda } from './course-sections';

/** A course page's opening: the hero, what the course covers and its sessions. Never changes. */
export default function CourseTop({ course }: { course: LiveCourse }) {
  return (
    <>
      <CourseHero course={course} />
      <AboutCourse course={course} />
      <CourseAgenda course={course} />
    </>
  );
}
