import { z } from 'zod';
import { AUTO_COMPLETE_SECONDS_BEFORE_END } from './learner.ts';

// Watched time: the player reports the stretches of a lecture it actually played, and the server
// merges them per learner and lecture. A lecture completes only when the merged stretches cover it
// up to its duration minus AUTO_COMPLETE_SECONDS_BEFORE_END; jumping to the end covers nothing.

/** The player reports what it played at least this often while playing (seconds). */
export const HEARTBEAT_EVERY_SECONDS = 10;
/**
 * Most played seconds one heartbeat may report: a heartbeat interval at the fastest playback
 * speed the player offers, with room for a late timer.
 */
export const HEARTBEAT_MAX_PLAYED_SECONDS = 45;
/** Stretches one heartbeat may carry (a learner who skips back and forth makes several). */
export const HEARTBEAT_MAX_INTERVALS = 40;
/** The fastest playback: a lecture cannot be watched in less wall time than duration ÷ this. */
export const MAX_PLAYBACK_RATE = 2;
/** Seconds the last stretch may miss of the end and still count as watched. */
export const COVERAGE_SLACK_SECONDS = AUTO_COMPLETE_SECONDS_BEFORE_END;

export type PlayedInterval = [start: number, end: number];

/** Sorted, non-overlapping stretches: touching or overlapping ones become one. */
export function mergeIntervals(intervals: readonly PlayedInterval[]): PlayedInterval[] {
  const sorted = intervals
    .filter(([start, end]) => end > start)
    .map(([start, end]): PlayedInterval => [start, end])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: PlayedInterval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else merged.push(interval);
  }
  return merged;
}

/** Seconds covered by merged stretches. */
export const coveredSeconds = (intervals: readonly PlayedInterval[]) =>
  mergeIntervals(intervals).reduce((sum, [start, end]) => sum + (end - start), 0);

/** Seconds that must be covered for a lecture of `duration` seconds to count as watched. */
export const requiredCoverage = (duration: number) =>
  Math.max(0, duration - COVERAGE_SLACK_SECONDS);

const second = z
  .number({ error: 'A played time must be a number of seconds.' })
  .min(0, 'A played time cannot be negative.')
  .max(86_400, 'A played time is beyond the end of any lecture.');

/** PUT /api/academy/website/heartbeat/:courseId/:lectureId */
export const heartbeatSchema = z.object({
  /** Where the player is now (the resume point). */
  position: second,
  intervals: z
    .array(
      z
        .tuple([second, second], { error: 'Each played stretch is a pair of seconds.' })
        .refine(([start, end]) => end >= start, 'A played stretch must end after it starts.'),
      { error: 'The played stretches must be a list.' },
    )
    .max(HEARTBEAT_MAX_INTERVALS, 'Too many played stretches in one report.')
    .refine(
      (intervals) => coveredSeconds(intervals) <= HEARTBEAT_MAX_PLAYED_SECONDS,
      'One report cannot cover that much playing time.',
    ),
});
export type HeartbeatInput = z.infer<typeof heartbeatSchema>;

export const heartbeatResponseSchema = z.object({
  /** Seconds of the lecture covered so far. */
  watchedSeconds: z.number(),
  /** The lecture counts as completed (now or earlier). */
  completed: z.boolean(),
  progressPercentage: z.number(),
});
export type HeartbeatResponse = z.infer<typeof heartbeatResponseSchema>;
