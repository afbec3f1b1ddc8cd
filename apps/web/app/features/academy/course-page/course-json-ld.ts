import type { Course, WithContext } from 'schema-dts';
import { site } from '@verdantia/domain/site/config';
import type { LiveCourse } from '~/content/academy-courses';

/** Course structured data (schema.org) for a live certificate course and its sessions. */
export function courseJsonLd(course: LiveCourse): WithContext<Course> {
  const first = course.agenda[0]!;
  const last = course.agenda[course.agenda.length - 1]!;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.lead,
    url: `${site.url}${course.path}`,
    provider: { '@type': 'Organization', name: site.name, sameAs: site.url },
    educationalCredentialAwarded: 'Certificate of Practice',
    teaches: course.objectives,
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      startDate: first.isoDate,
      endDate: last.isoDate,
      instructor: course.faculty.map((member) => ({
        '@type': 'Person',
        name: member.name,
        jobTitle: member.title,
      })),
    },
  };
}
