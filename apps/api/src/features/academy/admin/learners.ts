import { courseAdminMessages, type CourseLearners } from '@verdantia/domain';
import { and, asc, count, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { preparedOnce } from '../../../db/prepared.ts';
import {
  certificates,
  courses,
  enrolments,
  lectureProgress,
  lectures,
  learners,
} from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';
import { notFound } from './service.ts';

/**
 * Who is enrolled in a course, how far each has got, and their certificate: one statement (the
 * course is the outer row, so an unknown course is no row at all and a course without learners
 * is one row of nulls), as editors open this list often. It reads only the columns the list shows
 * (never a learner's password hash) and is prepared once: each request binds the course.
 */
const learnersOfCourse = preparedOnce((db) => {
  const courseId = sql.placeholder('courseId');
  const progress = db
    .select({
      learnerId: lectureProgress.learnerId,
      completed: count().as('completed'),
      last: max(lectureProgress.completedAt).as('last'),
    })
    .from(lectureProgress)
    .innerJoin(lectures, eq(lectures.id, lectureProgress.lectureId))
    .where(and(eq(lectureProgress.courseId, courseId), isNotNull(lectureProgress.completedAt)))
    .groupBy(lectureProgress.learnerId)
    .as('progress');
  return db
    .select({
      lectureCount:
        sql<number>`(select count(*) from ${lectures} where ${lectures.courseId} = ${courses.id})`.mapWith(
          Number,
        ),
      enrolment: { id: enrolments.id, createdAt: enrolments.createdAt },
      learner: {
        userName: learners.userName,
        email: learners.email,
        organisation: learners.organisation,
      },
      certificate: {
        id: certificates.id,
        issuedAt: certificates.issuedAt,
        revokedAt: certificates.revokedAt,
      },
      completed: progress.completed,
      last: progress.last,
    })
    .from(courses)
    .leftJoin(enrolments, eq(enrolments.courseId, courses.id))
    .leftJoin(learners, eq(learners.id, enrolments.learnerId))
    .leftJoin(
      certificates,
      and(eq(certificates.learnerId, enrolments.learnerId), eq(certificates.courseId, courses.id)),
    )
    .leftJoin(progress, eq(progress.learnerId, enrolments.learnerId))
    .where(eq(courses.id, courseId))
    .orderBy(asc(enrolments.createdAt))
    .prepare('course_learners');
});

export async function courseLearners(db: Database, courseId: string): Promise<CourseLearners> {
  const rows = await learnersOfCourse(db).execute({ courseId });
  if (rows.length === 0) throw notFound();
  const total = rows[0]!.lectureCount;
  return {
    lectureCount: total,
    learners: rows.flatMap(({ enrolment, learner, certificate, ...done }) => {
      if (!enrolment || !learner) return [];
      const completed = Number(done.completed ?? 0);
      const finished = total > 0 && completed >= total;
      return {
        enrolmentId: enrolment.id,
        userName: learner.userName,
        email: learner.email,
        organisation: learner.organisation,
        enrolledAt: enrolment.createdAt.toISOString(),
        completedLectures: completed,
        progressPercentage: total === 0 ? 0 : Math.floor((completed * 100) / total),
        completedAt: finished && done.last ? new Date(done.last).toISOString() : null,
        certificate: certificate
          ? {
              certificateId: certificate.id,
              issuedAt: certificate.issuedAt.toISOString(),
              status: certificate.revokedAt ? ('revoked' as const) : ('valid' as const),
              revokedAt: certificate.revokedAt?.toISOString() ?? null,
            }
          : null,
      };
    }),
  };
}

/** Revokes a certificate: its verification page says so from now on, and it is not re-issued. */
export async function revokeCertificate(db: Database, certificateId: string, reason: string) {
  const [row] = await db
    .select({
      id: certificates.id,
      revokedAt: certificates.revokedAt,
      courseId: certificates.courseId,
    })
    .from(certificates)
    .where(eq(certificates.id, certificateId));
  if (!row) throw new HttpError(404, 'There is no certificate with this ID.');
  if (row.revokedAt) throw new HttpError(409, courseAdminMessages.certificateAlreadyRevoked);
  await db
    .update(certificates)
    .set({ revokedAt: new Date(), revokedReason: reason || null })
    .where(eq(certificates.id, certificateId));
  return row.courseId;
}
