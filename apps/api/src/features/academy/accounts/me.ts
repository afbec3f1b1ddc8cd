import type { LearnerProfile } from '@verdantia/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../../auth/passwords.ts';
import type { Database } from '../../../db/client.ts';
import {
  certificates,
  courses,
  enrolments,
  learnerSessions,
  lectureProgress,
  learners,
  lectures,
} from '../../../db/schema/index.ts';
import { publicLearner } from './service.ts';

type LearnerRow = typeof learners.$inferSelect;

export async function learnerRow(db: Database, learnerId: string): Promise<LearnerRow> {
  const [row] = await db.select().from(learners).where(eq(learners.id, learnerId));
  return row!;
}

export const profileOf = (row: LearnerRow): LearnerProfile => ({
  ...publicLearner(row),
  emailVerified: row.emailVerifiedAt !== null,
});

/** Renames the learner; certificates keep the name they were issued with. */
export async function rename(db: Database, learnerId: string, userName: string) {
  const [row] = await db
    .update(learners)
    .set({ userName })
    .where(eq(learners.id, learnerId))
    .returning();
  return profileOf(row!);
}

/**
 * Changes the password after checking the current one; every other browser is signed out.
 * @returns false when the current password is wrong.
 */
export async function changePassword(
  db: Database,
  learnerId: string,
  sessionId: string,
  current: string,
  next: string,
) {
  const row = await learnerRow(db, learnerId);
  if (!(await verifyPassword(row.passwordHash, current))) return false;
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(learners).set({ passwordHash }).where(eq(learners.id, learnerId));
    await tx
      .delete(learnerSessions)
      .where(and(eq(learnerSessions.learnerId, learnerId), ne(learnerSessions.id, sessionId)));
  });
  return true;
}

/**
 * Deletes the account after checking the password: the learner row goes, and with it (by the
 * foreign keys) sessions, links, enrolments, progress and attempts. Issued certificates stay
 * verifiable as withdrawn, without the name. @returns false when the password is wrong.
 */
export async function deleteAccount(db: Database, learnerId: string, password: string) {
  const row = await learnerRow(db, learnerId);
  if (!(await verifyPassword(row.passwordHash, password))) return false;
  await db.transaction(async (tx) => {
    await tx
      .update(certificates)
      .set({ withdrawnAt: sql`now()`, learnerName: '' })
      .where(eq(certificates.learnerId, learnerId));
    await tx.delete(learners).where(eq(learners.id, learnerId));
  });
  return true;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Everything the academy holds about the learner, as one JSON document. */
export async function exportData(db: Database, learnerId: string) {
  const row = await learnerRow(db, learnerId);
  const enrolled = await db
    .select({ courseName: courses.courseName, enrolledAt: enrolments.createdAt })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(eq(enrolments.learnerId, learnerId));
  const progress = await db
    .select({
      courseName: courses.courseName,
      lectureName: lectures.lectureName,
      positionSeconds: lectureProgress.positionSeconds,
      watched: lectureProgress.watched,
      completedAt: lectureProgress.completedAt,
    })
    .from(lectureProgress)
    .innerJoin(lectures, eq(lectures.id, lectureProgress.lectureId))
    .innerJoin(courses, eq(courses.id, lectureProgress.courseId))
    .where(eq(lectureProgress.learnerId, learnerId));
  const issued = await db.select().from(certificates).where(eq(certificates.learnerId, learnerId));
  return {
    exportedAt: new Date().toISOString(),
    account: {
      ...profileOf(row),
      createdAt: iso(row.createdAt),
      emailVerifiedAt: iso(row.emailVerifiedAt),
    },
    enrolments: enrolled.map((e) => ({ ...e, enrolledAt: iso(e.enrolledAt) })),
    progress: progress.map((p) => ({ ...p, completedAt: iso(p.completedAt) })),
    certificates: issued.map((c) => ({
      certificateId: c.id,
      courseName: c.courseName,
      learnerName: c.learnerName,
      issuedAt: iso(c.issuedAt),
      revokedAt: iso(c.revokedAt),
    })),
  };
}
