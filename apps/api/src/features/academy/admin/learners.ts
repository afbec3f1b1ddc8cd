import { courseAdminMessages, type CourseLearners } from '@verdantia/domain';
import { and, asc, count, eq, isNotNull, max } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  certificates,
  enrolments,
  lectureProgress,
  lectures,
  learners,
} from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';
import { requireCourse } from './service.ts';

/** Who is enrolled in a course, how far each has got, and their certificate. */
export async function courseLearners(db: Database, courseId: string): Promise<CourseLearners> {
  await requireCourse(db, courseId);
  const [{ total }] = (await db
    .select({ total: count() })
    .from(lectures)
    .where(eq(lectures.courseId, courseId))) as [{ total: number }];
  const rows = await db
    .select({ enrolment: enrolments, learner: learners, certificate: certificates })
    .from(enrolments)
    .innerJoin(learners, eq(learners.id, enrolments.learnerId))
    .leftJoin(
      certificates,
      and(eq(certificates.learnerId, enrolments.learnerId), eq(certificates.courseId, courseId)),
    )
    .where(eq(enrolments.courseId, courseId))
    .orderBy(asc(enrolments.createdAt));
  const done = await db
    .select({
      learnerId: lectureProgress.learnerId,
      completed: count(),
      last: max(lectureProgress.completedAt),
    })
    .from(lectureProgress)
    .innerJoin(lectures, eq(lectures.id, lectureProgress.lectureId))
    .where(and(eq(lectureProgress.courseId, courseId), isNotNull(lectureProgress.completedAt)))
    .groupBy(lectureProgress.learnerId);
  const doneOf = new Map(done.map((row) => [row.learnerId, row]));
  return {
    lectureCount: total,
    learners: rows.map(({ enrolment, learner, certificate }) => {
      const progress = doneOf.get(learner.id);
      const completed = progress?.completed ?? 0;
      const finished = total > 0 && completed >= total;
      return {
        enrolmentId: enrolment.id,
        userName: learner.userName,
        email: learner.email,
        organisation: learner.organisation,
        enrolledAt: enrolment.createdAt.toISOString(),
        completedLectures: completed,
        progressPercentage: total === 0 ? 0 : Math.floor((completed * 100) / total),
        completedAt: finished && progress?.last ? new Date(progress.last).toISOString() : null,
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
