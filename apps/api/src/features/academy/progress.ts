import { and, count, eq, inArray, isNotNull, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lectureProgress, lectures } from '../../db/schema/index.ts';

// Progress is counted, never stored: completed lectures that still exist ÷ all lectures of the
// course now. A lecture added later lowers the percentage; a removed one drops out of both counts.

export interface CourseProgress {
  total: number;
  completed: number;
  /** Whole percent, rounded down: 100 only when every lecture is completed. */
  percentage: number;
  /** Every lecture completed (and there is at least one). */
  finished: boolean;
  /** When the last lecture was completed (null while unfinished or never started). */
  lastCompletedAt: Date | null;
}

export const progressOf = (total: number, completed: number, last: Date | null = null) => {
  const percentage = total === 0 ? 0 : Math.floor((completed * 100) / total);
  const finished = total > 0 && completed >= total;
  return { total, completed, percentage, finished, lastCompletedAt: finished ? last : null };
};

/** One learner's progress in each of `courseIds` (courses without lectures count 0 %). */
export async function progressByCourse(
  db: Database,
  learnerId: string,
  courseIds: string[],
): Promise<Map<string, CourseProgress>> {
  const result = new Map<string, CourseProgress>();
  if (courseIds.length === 0) return result;
  const totals = await db
    .select({ courseId: lectures.courseId, total: count() })
    .from(lectures)
    .where(inArray(lectures.courseId, courseIds))
    .groupBy(lectures.courseId);
  const done = await db
    .select({
      courseId: lectureProgress.courseId,
      completed: count(),
      last: max(lectureProgress.completedAt),
    })
    .from(lectureProgress)
    .innerJoin(lectures, eq(lectures.id, lectureProgress.lectureId))
    .where(
      and(
        eq(lectureProgress.learnerId, learnerId),
        inArray(lectureProgress.courseId, courseIds),
        isNotNull(lectureProgress.completedAt),
      ),
    )
    .groupBy(lectureProgress.courseId);
  const totalOf = new Map(totals.map((row) => [row.courseId, row.total]));
  const doneOf = new Map(done.map((row) => [row.courseId, row]));
  for (const courseId of courseIds) {
    const finishedRow = doneOf.get(courseId);
    const last = finishedRow?.last ? new Date(finishedRow.last) : null;
    result.set(courseId, progressOf(totalOf.get(courseId) ?? 0, finishedRow?.completed ?? 0, last));
  }
  return result;
}

/** One learner's progress in one course. */
export async function courseProgress(db: Database, learnerId: string, courseId: string) {
  const progress = await progressByCourse(db, learnerId, [courseId]);
  return progress.get(courseId)!;
}
