import { academyMessages } from '@verdantia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { lectureProgress, lectures } from '../../db/schema/index.ts';
import { createCourse, learnerWithToken, watchLecture } from '../../test/academy.ts';
import { createTestApp } from '../../test/app.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const base = '/api/academy/website';

async function enrolled(duration = 4) {
  const course = await createCourse(app, { lectureCounts: [1] });
  const lectureId = course.lectureIds[0]!;
  await app.db.update(lectures).set({ duration }).where(eq(lectures.id, lectureId));
  const learner = await learnerWithToken(app);
  await app.inject({ url: `${base}/enroll/${course.courseId}`, headers: learner.headers });
  const send = (payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: `${base}/heartbeat/${course.courseId}/${lectureId}`,
      headers: learner.headers,
      payload: payload as object,
    });
  const beat = (intervals: [number, number][], position = 0) => send({ position, intervals });
  const mark = () =>
    app.inject({
      url: `${base}/markComplete/${course.courseId}/${lectureId}`,
      headers: learner.headers,
    });
  const mine = () =>
    and(eq(lectureProgress.learnerId, learner.user._id), eq(lectureProgress.lectureId, lectureId));
  /** As if the first report had come `seconds` ago. */
  const backdate = (seconds: number) =>
    app.db
      .update(lectureProgress)
      .set({ startedAt: new Date(Date.now() - seconds * 1000) })
      .where(mine());
  const stored = async () => {
    const [row] = await app.db.select().from(lectureProgress).where(mine());
    return row;
  };
  return { ...course, lectureId, learner, send, beat, mark, stored, backdate };
}

describe('watched time', () => {
  it('refuses the mark with 409 before any playing, and after seeking to the end', async () => {
    const { beat, mark, stored } = await enrolled(120);
    const before = await mark();
    expect(before.statusCode).toBe(409);
    expect(before.json()).toEqual({ message: academyMessages.notWatched });
    // Seeking to the end plays only the last second.
    const seek = await beat([[119, 120]], 120);
    expect(seek.json()).toMatchObject({ watchedSeconds: 1, completed: false });
    expect((await mark()).statusCode).toBe(409);
    expect((await stored())?.completedAt).toBeNull();
  });

  it('merges stretches in any order and completes once they cover the duration less 2 s', async () => {
    const { beat, mark, stored, backdate } = await enrolled(60);
    await beat([[30, 40]], 40);
    await beat([[0, 10]], 10);
    await beat([[5, 20]], 20);
    expect((await stored())?.watched).toEqual([
      [0, 20],
      [30, 40],
    ]);
    const gap = await beat([[40, 58]], 58);
    expect(gap.json()).toMatchObject({ watchedSeconds: 48, completed: false });
    // Covered but too quickly for any playback speed: not yet.
    const covered = await beat([[20, 30]], 58);
    expect(covered.json()).toMatchObject({ watchedSeconds: 58, completed: false });
    await backdate(60);
    const done = await mark();
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: academyMessages.marked, completed: true });
    expect((await stored())?.completedAt).toBeInstanceOf(Date);
  });

  it('completes from the heartbeat itself once the wall time is there', async () => {
    const { beat, stored, backdate } = await enrolled(20);
    await beat([[0, 9]], 9);
    await backdate(20);
    const last = await beat([[9, 20]], 20);
    expect(last.json()).toEqual({ watchedSeconds: 20, completed: true, progressPercentage: 100 });
    expect((await stored())?.positionSeconds).toBe(20);
  });

  it('clamps stretches to the lecture and refuses reports that claim too much', async () => {
    const { beat, send, stored } = await enrolled(30);
    await beat([[25, 40]], 40);
    expect((await stored())?.watched).toEqual([[25, 30]]);
    const cases: unknown[] = [
      [[0, 3000]],
      [[5, 1]],
      [[-1, 2]],
      [['a', 2]],
      [[1, 2, 3]],
      Array.from({ length: 41 }, (_, i) => [i, i + 0.5]),
      'everything',
    ];
    for (const intervals of cases) {
      const response = await send({ position: 1, intervals });
      expect(response.statusCode, JSON.stringify(intervals)).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('loses no stretch when 30 heartbeats arrive at once', async () => {
    const { beat, stored } = await enrolled(300);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        beat(
          [
            [i * 10, i * 10 + 4],
            [i * 10 + 5, i * 10 + 9],
          ],
          i * 10 + 9,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    const row = await stored();
    expect(row?.watched).toHaveLength(60);
    expect(row?.watched.reduce((sum, [s, e]) => sum + e - s, 0)).toBe(240);
  });

  it('answers 403 before enrolment and 404 for a lecture of another course', async () => {
    const one = await enrolled();
    const other = await createCourse(app);
    const stranger = await learnerWithToken(app);
    const notEnrolled = await app.inject({
      method: 'PUT',
      url: `${base}/heartbeat/${one.courseId}/${one.lectureId}`,
      headers: stranger.headers,
      payload: { position: 0, intervals: [] },
    });
    expect(notEnrolled.statusCode).toBe(403);
    const wrong = await app.inject({
      method: 'PUT',
      url: `${base}/heartbeat/${one.courseId}/${other.lectureIds[0]}`,
      headers: one.learner.headers,
      payload: { position: 0, intervals: [] },
    });
    expect(wrong.statusCode).toBe(404);
    const watched = await watchLecture(app, one.learner.headers, one.courseId, one.lectureId);
    expect(watched.statusCode).toBe(200);
  });
});
