import {
  academyMessages,
  type CourseDetail,
  type CourseListItem,
  type CourseSummary,
  type Enrolment,
} from '@verdantia/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  certificates,
  courseSections,
  courses,
  enrolments,
  lectureProgress,
  lectures,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { courseProgress, progressByCourse } from './progress.ts';

type CourseRow = typeof courses.$inferSelect;

const summaryOf = (course: CourseRow): CourseSummary => ({
  _id: course.id,
  courseName: course.courseName,
  description: course.description,
  courseImage: course.courseImage,
});

/** A published course, or 404: unpublished courses do not exist for learners. */
export async function findPublishedCourse(db: Database, courseId: string): Promise<CourseRow> {
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.published, true)));
  if (!course) throw new HttpError(404, academyMessages.courseNotFound);
  return course;
}

async function isEnrolled(db: Database, learnerId: string, courseId: string) {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.learnerId, learnerId), eq(enrolments.courseId, courseId)));
  return row !== undefined;
}

/** A published course the learner is enrolled in; 404 for no such course, 403 when not enrolled. */
export async function enrolledCourse(db: Database, learnerId: string, courseId: string) {
  const course = await findPublishedCourse(db, courseId);
  if (!(await isEnrolled(db, learnerId, courseId))) {
    throw new HttpError(403, academyMessages.notEnrolled);
  }
  return course;
}

/** Every published course in catalogue order, with this learner's progress and enrolment. */
export async function listCourses(db: Database, learnerId: string): Promise<CourseListItem[]> {
  const rows = await db
    .select({ course: courses, enrolmentId: enrolments.id })
    .from(courses)
    .leftJoin(
      enrolments,
      and(eq(enrolments.courseId, courses.id), eq(enrolments.learnerId, learnerId)),
    )
    .where(eq(courses.published, true))
    .orderBy(asc(courses.position), asc(courses.createdAt));
  const progress = await progressByCourse(
    db,
    learnerId,
    rows.map((row) => row.course.id),
  );
  return rows.map(({ course, enrolmentId }) => ({
    ...summaryOf(course),
    progressPercentage: progress.get(course.id)?.percentage ?? 0,
    enrolled: enrolmentId !== null,
  }));
}

/** The learner's enrolments, newest first; a course hidden since shows as `courseId: null`. */
export async function myCourses(db: Database, learnerId: string): Promise<Enrolment[]> {
  const rows = await db
    .select({ enrolment: enrolments, course: courses })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(eq(enrolments.learnerId, learnerId))
    .orderBy(desc(enrolments.createdAt), asc(enrolments.id));
  const progress = await progressByCourse(
    db,
    learnerId,
    rows.map((row) => row.course.id),
  );
  return rows.map(({ enrolment, course }) => ({
    _id: enrolment.id,
    courseId: course.published ? summaryOf(course) : null,
    progressPercentage: progress.get(course.id)?.percentage ?? 0,
  }));
}

/** Enrols the learner (a second call finds the first enrolment). */
export async function enrol(db: Database, learnerId: string, courseId: string): Promise<Enrolment> {
  const course = await findPublishedCourse(db, courseId);
  await db.insert(enrolments).values({ learnerId, courseId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.learnerId, learnerId), eq(enrolments.courseId, courseId)));
  const progress = await courseProgress(db, learnerId, courseId);
  return { _id: row!.id, courseId: summaryOf(course), progressPercentage: progress.percentage };
}

/** The course's sections and lectures, with this learner's completion and player positions. */
export async function courseDetail(
  db: Database,
  learnerId: string,
  courseId: string,
  /** Signs the addresses of private lecture media (media-access.ts). */
  signMedia: (url: string) => string = (url) => url,
): Promise<CourseDetail> {
  const course = await enrolledCourse(db, learnerId, courseId);
  const sections = await db
    .select()
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId))
    .orderBy(asc(courseSections.position), asc(courseSections.id));
  const lectureRows = await db
    .select({ lecture: lectures, progress: lectureProgress })
    .from(lectures)
    .leftJoin(
      lectureProgress,
      and(eq(lectureProgress.lectureId, lectures.id), eq(lectureProgress.learnerId, learnerId)),
    )
    .where(eq(lectures.courseId, courseId))
    .orderBy(asc(lectures.position), asc(lectures.id));
  const [certificate] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.learnerId, learnerId), eq(certificates.courseId, courseId)));
  const completedCount = lectureRows.filter((row) => row.progress?.completedAt).length;
  const total = lectureRows.length;
  return {
    courseId: {
      ...summaryOf(course),
      sections: sections.map((section) => ({
        _id: section.id,
        sectionName: section.sectionName,
        lectures: lectureRows
          .filter((row) => row.lecture.sectionId === section.id)
          .map(({ lecture, progress }) => ({
            _id: lecture.id,
            lectureName: lecture.lectureName,
            lectureUrl: signMedia(lecture.lectureUrl),
            duration: lecture.duration,
            ...(lecture.captionsUrl ? { captionsUrl: signMedia(lecture.captionsUrl) } : {}),
            completed: Boolean(progress?.completedAt),
            position: progress?.positionSeconds ?? 0,
          })),
      })),
    },
    completed: total > 0 && completedCount >= total,
    progressPercentage: total === 0 ? 0 : Math.floor((completedCount * 100) / total),
    certificateId: certificate?.id ?? null,
  };
}

/** The lecture, when it belongs to the course. @throws HttpError 404 otherwise. */
export async function lectureOfCourse(db: Database, courseId: string, lectureId: string) {
  const [lecture] = await db
    .select({ id: lectures.id, duration: lectures.duration })
    .from(lectures)
    .where(and(eq(lectures.id, lectureId), eq(lectures.courseId, courseId)));
  if (!lecture) throw new HttpError(404, academyMessages.lectureNotFound);
  return lecture;
}

/** Remembers where the player stopped, so the lecture resumes there. */
export async function savePosition(
  db: Database,
  learnerId: string,
  courseId: string,
  lectureId: string,
  seconds: number,
) {
  await enrolledCourse(db, learnerId, courseId);
  await lectureOfCourse(db, courseId, lectureId);
  await db
    .insert(lectureProgress)
    .values({ learnerId, lectureId, courseId, positionSeconds: seconds })
    .onConflictDoUpdate({
      target: [lectureProgress.learnerId, lectureProgress.lectureId],
      set: { positionSeconds: seconds, updatedAt: sql`now()` },
    });
}
