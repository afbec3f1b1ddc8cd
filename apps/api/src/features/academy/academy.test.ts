import { academyMessages } from '@verdantia/domain';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { issueLearnerToken } from '../../auth/learner-tokens.ts';
import { createTestApp } from '../../test/app.ts';
import { createCourse, learnerWithToken, watchLecture } from '../../test/academy.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const base = '/api/academy/website';

describe('academy access', () => {
  it('answers every call 401 without a token, with a forged one and with an expired one', async () => {
    const { courseId, lectureIds } = await createCourse(app);
    const learner = await learnerWithToken(app);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(learner.user._id)
      .setIssuer('verdantia-academy')
      .setAudience('academy-learner')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not the server secret, but long enough to sign'));
    const expired = await issueLearnerToken(
      app.db,
      app.config.JWT_SECRET,
      learner.user._id,
      false,
      new Date(Date.now() - 2 * 86_400_000),
    );
    const urls = [
      base,
      `${base}/myCourses`,
      `${base}/enroll/${courseId}`,
      `${base}/${courseId}`,
      `${base}/markComplete/${courseId}/${lectureIds[0]}`,
      `${base}/certificate/${courseId}`,
      `${base}/share/${courseId}`,
    ];
    for (const url of urls) {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${forged}` },
        { authorization: 'Bearer not.a.jwt' },
        { authorization: learner.token },
      ];
      for (const headers of attempts) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual({ message: academyMessages.signInRequired });
      }
      const late = await get(url, { authorization: `Bearer ${expired.token}` });
      expect(late.statusCode).toBe(401);
      expect(late.json()).toEqual({ message: academyMessages.sessionExpired });
    }
    const position = await app.inject({
      method: 'PUT',
      url: `${base}/position/${courseId}/${lectureIds[0]}`,
      payload: { seconds: 3 },
    });
    expect(position.statusCode).toBe(401);
  });

  it('answers an unknown course 404 and a malformed id 400, never 500', async () => {
    const { headers } = await learnerWithToken(app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of ['enroll/', '', 'certificate/', 'share/']) {
      const missing = await get(`${base}/${path}${unknown}`, headers);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(academyMessages.courseNotFound);
      const malformed = await get(`${base}/${path}12%00ab`, headers);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fieldErrors.courseId).toEqual([academyMessages.badCourseId]);
    }
  });

  it('hides unpublished courses from the list, the detail and enrolment', async () => {
    const { courseId } = await createCourse(app, { published: false });
    const { headers } = await learnerWithToken(app);
    const list = (await get(base, headers)).json() as { _id: string }[];
    expect(list.map((c) => c._id)).not.toContain(courseId);
    expect((await get(`${base}/enroll/${courseId}`, headers)).statusCode).toBe(404);
  });
});

describe('enrolment and progress', () => {
  it('enrols once however often asked (30 at once), and lists the course among my courses', async () => {
    const { courseId } = await createCourse(app);
    const { headers } = await learnerWithToken(app);
    const before = (await get(base, headers)).json() as { _id: string; enrolled: boolean }[];
    expect(before.find((c) => c._id === courseId)).toMatchObject({ enrolled: false });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => get(`${base}/enroll/${courseId}`, headers)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers[0]!.json().message).toBe('Enrolled successfully');
    expect(new Set(answers.map((a) => a.json().enrolment._id)).size).toBe(1);
    const mine = (await get(`${base}/myCourses`, headers)).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ courseId: { _id: courseId }, progressPercentage: 0 });
    const after = (await get(base, headers)).json() as { _id: string; enrolled: boolean }[];
    expect(after.find((c) => c._id === courseId)).toMatchObject({ enrolled: true });
  });

  it('refuses the detail and marking before enrolment', async () => {
    const { courseId, lectureIds } = await createCourse(app);
    const { headers } = await learnerWithToken(app);
    const detail = await get(`${base}/${courseId}`, headers);
    expect(detail.statusCode).toBe(403);
    expect(detail.json()).toEqual({ message: academyMessages.notEnrolled });
    const mark = await get(`${base}/markComplete/${courseId}/${lectureIds[0]}`, headers);
    expect(mark.statusCode).toBe(403);
    expect(mark.json()).toEqual({ message: academyMessages.notEnrolled });
  });

  it('marks lectures idempotently, counts progress as completed ÷ all, and resumes positions', async () => {
    const { courseId, lectureIds } = await createCourse(app, { lectureCounts: [2, 1] });
    const { headers } = await learnerWithToken(app);
    await get(`${base}/enroll/${courseId}`, headers);
    const first = await watchLecture(app, headers, courseId, lectureIds[0]!);
    expect(first.json()).toEqual({
      message: 'Marked successfully',
      progressPercentage: 33,
      completed: false,
    });
    const again = await watchLecture(app, headers, courseId, lectureIds[0]!);
    expect(again.json().progressPercentage).toBe(33);

    const saved = await app.inject({
      method: 'PUT',
      url: `${base}/position/${courseId}/${lectureIds[1]}`,
      headers,
      payload: { seconds: 2.5 },
    });
    expect(saved.statusCode).toBe(204);
    const detail = (await get(`${base}/${courseId}`, headers)).json();
    expect(detail.completed).toBe(false);
    expect(detail.courseId.sections.map((s: { sectionName: string }) => s.sectionName)).toEqual([
      'Section 1',
      'Section 2',
    ]);
    const [one, two] = detail.courseId.sections[0].lectures;
    expect(one).toMatchObject({ _id: lectureIds[0], completed: true, duration: 4 });
    expect(two).toMatchObject({ _id: lectureIds[1], completed: false, position: 2.5 });

    await watchLecture(app, headers, courseId, lectureIds[1]!);
    const last = await watchLecture(app, headers, courseId, lectureIds[2]!);
    expect(last.json()).toMatchObject({ progressPercentage: 100, completed: true });
    expect((await get(`${base}/${courseId}`, headers)).json().completed).toBe(true);
    const mine = (await get(`${base}/myCourses`, headers)).json();
    expect(mine[0].progressPercentage).toBe(100);
  });

  it('refuses a lecture of another course, and a learner never sees another learner’s progress', async () => {
    const a = await createCourse(app);
    const b = await createCourse(app);
    const ada = await learnerWithToken(app, 'Ada');
    const bob = await learnerWithToken(app, 'Bob');
    await get(`${base}/enroll/${a.courseId}`, ada.headers);
    await get(`${base}/enroll/${a.courseId}`, bob.headers);
    const wrong = await get(`${base}/markComplete/${a.courseId}/${b.lectureIds[0]}`, ada.headers);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: academyMessages.lectureNotFound });
    await watchLecture(app, ada.headers, a.courseId, a.lectureIds[0]!);
    const bobs = (await get(`${base}/${a.courseId}`, bob.headers)).json();
    expect(bobs.progressPercentage).toBe(0);
    expect(bobs.courseId.sections[0].lectures[0].completed).toBe(false);
    // Bob's list holds only his enrolment.
    const bobsCourses = (await get(`${base}/myCourses`, bob.headers)).json();
    expect(bobsCourses).toHaveLength(1);
    expect(bobsCourses[0].progressPercentage).toBe(0);
  });

  it('shows an enrolment in a course hidden since with courseId null', async () => {
    const { courseId, course } = await createCourse(app);
    const { headers } = await learnerWithToken(app);
    await get(`${base}/enroll/${courseId}`, headers);
    const { courses } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await app.db.update(courses).set({ published: false }).where(eq(courses.id, course.id));
    const mine = (await get(`${base}/myCourses`, headers)).json();
    expect(mine[0].courseId).toBeNull();
    expect((await get(`${base}/${courseId}`, headers)).statusCode).toBe(404);
  });

  it('refuses a position that is not a number of seconds', async () => {
    const { courseId, lectureIds } = await createCourse(app);
    const { headers } = await learnerWithToken(app);
    await get(`${base}/enroll/${courseId}`, headers);
    for (const seconds of [-1, 'ten', 1e12, null]) {
      const response = await app.inject({
        method: 'PUT',
        url: `${base}/position/${courseId}/${lectureIds[0]}`,
        headers,
        payload: { seconds },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
