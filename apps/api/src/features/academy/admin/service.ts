import {
  courseAdminMessages,
  type AdminCourse,
  type AdminCourseListItem,
  type CourseInput,
} from '@verdantia/domain';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  courseSections,
  courses,
  enrolments,
  lectureProgress,
  lectures,
} from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';

/** 404: no course with this id. */
export const notFound = () => new HttpError(404, 'There is no course with this id.');

/** The whole course as the back-office edits it: sections and lectures in order. */
export async function getAdminCourse(db: Database, courseId: string): Promise<AdminCourse> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound();
  const sections = await db
    .select()
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId))
    .orderBy(asc(courseSections.position), asc(courseSections.id));
  const rows = await db
    .select()
    .from(lectures)
    .where(eq(lectures.courseId, courseId))
    .orderBy(asc(lectures.position), asc(lectures.id));
  return {
    _id: course.id,
    courseName: course.courseName,
    description: course.description,
    courseImage: course.courseImage,
    ...courseCredit(course),
    published: course.published,
    updatedAt: course.updatedAt.toISOString(),
    sections: sections.map((section) => ({
      _id: section.id,
      sectionName: section.sectionName,
      position: section.position,
      lectures: rows
        .filter((lecture) => lecture.sectionId === section.id)
        .map((lecture) => ({
          _id: lecture.id,
          lectureName: lecture.lectureName,
          lectureUrl: lecture.lectureUrl,
          duration: lecture.duration,
          captionsUrl: lecture.captionsUrl,
          source: lecture.source,
          position: lecture.position,
        })),
    })),
  };
}

/** Every course, unpublished ones included, with the figures the list shows. */
export async function listAdminCourses(db: Database): Promise<AdminCourseListItem[]> {
  const rows = await db
    .select()
    .from(courses)
    .orderBy(asc(courses.position), desc(courses.createdAt));
  const countBy = async <T extends { courseId: string; n: number }>(query: Promise<T[]>) =>
    new Map((await query).map((row) => [row.courseId, row.n]));
  const sectionCounts = await countBy(
    db
      .select({ courseId: courseSections.courseId, n: count() })
      .from(courseSections)
      .groupBy(courseSections.courseId),
  );
  const lectureCounts = await countBy(
    db
      .select({ courseId: lectures.courseId, n: count() })
      .from(lectures)
      .groupBy(lectures.courseId),
  );
  const enrolmentCounts = await countBy(
    db
      .select({ courseId: enrolments.courseId, n: count() })
      .from(enrolments)
      .groupBy(enrolments.courseId),
  );
  // Learners who have completed every lecture of the course as it is now.
  const perLearner = db
    .select({
      courseId: lectureProgress.courseId,
      learnerId: lectureProgress.learnerId,
      done: count().as('done'),
    })
    .from(lectureProgress)
    .innerJoin(lectures, eq(lectures.id, lectureProgress.lectureId))
    .where(isNotNull(lectureProgress.completedAt))
    .groupBy(lectureProgress.courseId, lectureProgress.learnerId)
    .as('per_learner');
  const totals = db
    .select({ courseId: lectures.courseId, total: count().as('total') })
    .from(lectures)
    .groupBy(lectures.courseId)
    .as('totals');
  const completedCounts = await countBy(
    db
      .select({ courseId: perLearner.courseId, n: count() })
      .from(perLearner)
      .innerJoin(totals, eq(totals.courseId, perLearner.courseId))
      .where(sql`${perLearner.done} >= ${totals.total}`)
      .groupBy(perLearner.courseId),
  );
  return rows.map((course) => ({
    _id: course.id,
    courseName: course.courseName,
    description: course.description,
    courseImage: course.courseImage,
    ...courseCredit(course),
    published: course.published,
    updatedAt: course.updatedAt.toISOString(),
    sectionCount: sectionCounts.get(course.id) ?? 0,
    lectureCount: lectureCounts.get(course.id) ?? 0,
    enrolmentCount: enrolmentCounts.get(course.id) ?? 0,
    completedCount: completedCounts.get(course.id) ?? 0,
  }));
}

/** The stored form of a course's details: CPD hours as whole half-hours. */
const courseColumns = ({ cpdHours, ...input }: CourseInput) => ({
  ...input,
  cpdHalfHours: Math.round(cpdHours * 2),
});

/** What a course's certificate is worth: CPD hours, field of study, validity. */
export const courseCredit = (course: typeof courses.$inferSelect) => ({
  cpdHours: course.cpdHalfHours / 2,
  fieldOfStudy: course.fieldOfStudy,
  validityMonths: course.validityMonths,
});

/** A new course, unpublished until an editor publishes it; last in the catalogue. */
export async function createCourse(db: Database, input: CourseInput): Promise<string> {
  const [course] = await db
    .insert(courses)
    .values({
      ...courseColumns(input),
      published: false,
      position: sql`(select coalesce(max(${courses.position}), 0) + 1 from ${courses})`,
    })
    .returning({ id: courses.id });
  return course!.id;
}

export async function updateCourse(db: Database, courseId: string, input: CourseInput) {
  const [updated] = await db
    .update(courses)
    .set({ ...courseColumns(input), updatedAt: new Date() })
    .where(eq(courses.id, courseId))
    .returning({ id: courses.id });
  if (!updated) throw notFound();
}

/** Publishes (only with at least one lecture: learners could never complete it) or hides. */
export async function setPublished(db: Database, courseId: string, published: boolean) {
  if (published) {
    const [{ n }] = (await db
      .select({ n: count() })
      .from(lectures)
      .where(eq(lectures.courseId, courseId))) as [{ n: number }];
    const [exists] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!exists) throw notFound();
    if (n === 0) throw new HttpError(400, courseAdminMessages.cannotPublishEmpty);
  }
  const [updated] = await db
    .update(courses)
    .set({ published, updatedAt: new Date() })
    .where(eq(courses.id, courseId))
    .returning({ id: courses.id });
  if (!updated) throw notFound();
}

/** Marks the course as changed (its list shows the latest edit). */
export async function touchCourse(db: Database, courseId: string) {
  await db.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, courseId));
}

/** 404 unless the course exists. */
export async function requireCourse(db: Database, courseId: string) {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!row) throw notFound();
}

/** 404 unless the section belongs to the course. */
export async function requireSection(db: Database, courseId: string, sectionId: string) {
  const [row] = await db
    .select({ id: courseSections.id })
    .from(courseSections)
    .where(and(eq(courseSections.id, sectionId), eq(courseSections.courseId, courseId)));
  if (!row) throw new HttpError(404, courseAdminMessages.sectionNotFound);
}
