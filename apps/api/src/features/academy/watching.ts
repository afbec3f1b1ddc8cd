import {
  academyMessages,
  coveredSeconds,
  MAX_PLAYBACK_RATE,
  mergeIntervals,
  requiredCoverage,
  type HeartbeatInput,
  type HeartbeatResponse,
  type PlayedInterval,
} from '@verdantia/domain';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lectureProgress } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { courseProgress } from './progress.ts';
import { enrolledCourse, lectureOfCourse } from './service.ts';

// The server decides completion from what was played: stretches reported by the player, merged
// per learner and lecture in the database (one upsert, so parallel reports never lose each other),
// and wall time since the first report (nobody watches faster than the fastest playback speed).

/** The stored stretches and the stretches of this report merged into one sorted list (SQL). */
const mergedWatched = sql`(
  select coalesce(jsonb_agg(jsonb_build_array(s, e) order by s), '[]'::jsonb) from (
    select min(s) as s, max(e) as e from (
      select s, e, sum(brk) over (order by s, e) as grp from (
        select s, e,
          case when s <= max(e) over (order by s, e rows between unbounded preceding and 1 preceding)
            then 0 else 1 end as brk
        from (
          select (x->>0)::float8 as s, (x->>1)::float8 as e
          from jsonb_array_elements(${lectureProgress.watched} || excluded.watched) as x
        ) as raw
      ) as marked
    ) as grouped
    group by grp
  ) as islands
)`;

/** The row's stretches cover the lecture, and enough wall time has passed since the first. */
async function completeIfWatched(
  db: Database,
  learnerId: string,
  lecture: { id: string; duration: number },
  watched: PlayedInterval[],
): Promise<boolean> {
  const needed = requiredCoverage(lecture.duration);
  if (coveredSeconds(watched) < needed) return false;
  const [row] = await db
    .update(lectureProgress)
    .set({ completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(lectureProgress.learnerId, learnerId),
        eq(lectureProgress.lectureId, lecture.id),
        isNull(lectureProgress.completedAt),
        lte(
          lectureProgress.startedAt,
          sql`now() - make_interval(secs => ${needed / MAX_PLAYBACK_RATE})`,
        ),
      ),
    )
    .returning({ completedAt: lectureProgress.completedAt });
  return row !== undefined;
}

/**
 * Stores what the player played since its last report and where it is now; completes the
 * lecture once the merged stretches cover it.
 */
export async function recordHeartbeat(
  db: Database,
  learnerId: string,
  courseId: string,
  lectureId: string,
  input: HeartbeatInput,
): Promise<HeartbeatResponse> {
  await enrolledCourse(db, learnerId, courseId);
  const lecture = await lectureOfCourse(db, courseId, lectureId);
  const clamp = (seconds: number) => Math.min(Math.max(seconds, 0), lecture.duration);
  const played = mergeIntervals(
    input.intervals.map(([start, end]): PlayedInterval => [clamp(start), clamp(end)]),
  );
  const [row] = await db
    .insert(lectureProgress)
    .values({
      learnerId,
      lectureId,
      courseId,
      positionSeconds: clamp(input.position),
      watched: played,
      startedAt: played.length > 0 ? sql`now()` : null,
    })
    .onConflictDoUpdate({
      target: [lectureProgress.learnerId, lectureProgress.lectureId],
      set: {
        positionSeconds: sql`excluded.position_seconds`,
        watched: mergedWatched,
        startedAt: sql`coalesce(${lectureProgress.startedAt}, excluded.started_at)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ watched: lectureProgress.watched, completedAt: lectureProgress.completedAt });
  const watched = row!.watched;
  const completed =
    row!.completedAt !== null || (await completeIfWatched(db, learnerId, lecture, watched));
  const progress = await courseProgress(db, learnerId, courseId);
  return {
    watchedSeconds: coveredSeconds(watched),
    completed,
    progressPercentage: progress.percentage,
  };
}

/**
 * The original "mark complete" call: answers as before once the lecture has been watched, and
 * refuses with 409 while the played stretches do not yet cover it.
 */
export async function markComplete(
  db: Database,
  learnerId: string,
  courseId: string,
  lectureId: string,
) {
  await enrolledCourse(db, learnerId, courseId);
  const lecture = await lectureOfCourse(db, courseId, lectureId);
  const [row] = await db
    .select({ watched: lectureProgress.watched, completedAt: lectureProgress.completedAt })
    .from(lectureProgress)
    .where(and(eq(lectureProgress.learnerId, learnerId), eq(lectureProgress.lectureId, lectureId)));
  const completed =
    Boolean(row?.completedAt) ||
    (row !== undefined && (await completeIfWatched(db, learnerId, lecture, row.watched)));
  if (!completed) throw new HttpError(409, academyMessages.notWatched);
  const progress = await courseProgress(db, learnerId, courseId);
  return {
    message: academyMessages.marked,
    progressPercentage: progress.percentage,
    completed: progress.finished,
  };
}
