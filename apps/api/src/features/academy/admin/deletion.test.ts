import { courseAdminMessages } from '@verdantia/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { auditLog, lectureProgress } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { createCourse, learnerWithToken, watchLecture } from '../../../test/academy.ts';
import { staffWithSession } from '../../../test/staff.ts';

// Removing sections and lectures: who may, what an unknown or malformed id answers, and what
// happens to the progress of learners who already watched the removed lectures.

let app: App;
let editor: string;
beforeAll(async () => {
  app = await createTestApp();
  editor = (await staffWithSession(app, 'editor')).cookie;
});
afterAll(() => app.close());

const remove = (url: string, headers: Record<string, string> = { cookie: editor }) =>
  app.inject({ method: 'DELETE', url, headers });
const coursePath = (courseId: string) => `/api/admin/courses/${courseId}`;
const lecturePath = (courseId: string, sectionId: string, lectureId: string) =>
  `${coursePath(courseId)}/sections/${sectionId}/lectures/${lectureId}`;

describe('deleting sections and lectures', () => {
  it('is for editors and admins only', async () => {
    const { courseId, sectionIds, lectureIds } = await createCourse(app, { lectureCounts: [2, 1] });
    const admin = (await staffWithSession(app, 'admin')).cookie;
    const caseHandler = (await staffWithSession(app, 'case_handler')).cookie;
    const learner = await learnerWithToken(app);
    const lecture = lecturePath(courseId, sectionIds[0]!, lectureIds[0]!);
    const section = `${coursePath(courseId)}/sections/${sectionIds[1]}`;
    for (const url of [lecture, section]) {
      expect((await remove(url, {})).statusCode).toBe(401);
      expect((await remove(url, learner.headers)).statusCode).toBe(401);
      expect((await remove(url, { cookie: caseHandler })).statusCode).toBe(403);
    }
    expect((await remove(lecture, { cookie: admin })).statusCode).toBe(200);
    const left = await remove(section);
    expect(left.statusCode).toBe(200);
    expect(left.json().sections).toHaveLength(1);
    expect(left.json().sections[0].lectures.map((l: { _id: string }) => l._id)).toEqual([
      lectureIds[1],
    ]);
    const actions = await app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, `course:${courseId}`));
    expect(actions.map((a) => a.action)).toEqual([
      'course.lecture_deleted',
      'course.section_deleted',
    ]);
  });

  it('answers unknown ids 404 and malformed ones 400, never 500', async () => {
    const one = await createCourse(app);
    const other = await createCourse(app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const [sectionId] = one.sectionIds;
    const [lectureId] = one.lectureIds;

    const unknownLecture = await remove(lecturePath(one.courseId, sectionId!, unknown));
    expect(unknownLecture.statusCode).toBe(404);
    expect(unknownLecture.json().message).toBe(courseAdminMessages.lectureNotFound);
    const unknownSection = await remove(`${coursePath(one.courseId)}/sections/${unknown}`);
    expect(unknownSection.statusCode).toBe(404);
    expect(unknownSection.json().message).toBe(courseAdminMessages.sectionNotFound);
    expect((await remove(lecturePath(unknown, sectionId!, lectureId!))).statusCode).toBe(404);
    // A real lecture through another course's section is not found either, and stays.
    expect(
      (await remove(lecturePath(other.courseId, other.sectionIds[0]!, lectureId!))).statusCode,
    ).toBe(404);
    expect((await remove(`${coursePath(other.courseId)}/sections/${sectionId}`)).statusCode).toBe(
      404,
    );

    for (const url of [
      lecturePath(one.courseId, sectionId!, 'not-an-id'),
      lecturePath(one.courseId, 'not-an-id', lectureId!),
      lecturePath('1; drop table lectures', sectionId!, lectureId!),
      `${coursePath(one.courseId)}/sections/%E2%82%AC`,
    ]) {
      const response = await remove(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toEqual(expect.any(String));
    }
    const course = (
      await app.inject({ url: coursePath(one.courseId), headers: { cookie: editor } })
    ).json();
    expect(course.sections[0].lectures).toHaveLength(2);
  });

  it('removes the progress on a deleted lecture; percentages count the lectures left', async () => {
    const { courseId, sectionIds, lectureIds } = await createCourse(app, { lectureCounts: [2, 1] });
    const [first, second, third] = lectureIds;
    const ada = await learnerWithToken(app, 'Ada Lovelace');
    const grace = await learnerWithToken(app, 'Grace Hopper');
    const academy = (path: string, headers: Record<string, string>) =>
      app.inject({ url: `/api/academy/website/${path}`, headers });
    for (const learner of [ada, grace]) await academy(`enroll/${courseId}`, learner.headers);
    for (const lectureId of [first, second]) {
      await watchLecture(app, ada.headers, courseId, lectureId!);
    }
    await watchLecture(app, grace.headers, courseId, third!);
    const percentage = async (learner: typeof ada) =>
      (await academy('myCourses', learner.headers))
        .json()
        .find((row: { courseId: { _id: string } }) => row.courseId._id === courseId)
        .progressPercentage as number;
    expect([await percentage(ada), await percentage(grace)]).toEqual([66, 33]);

    // Ada's completed second lecture goes: 1 of 2 left; Grace's 1 of 2 too.
    expect((await remove(lecturePath(courseId, sectionIds[0]!, second!))).statusCode).toBe(200);
    const rows = await app.db
      .select()
      .from(lectureProgress)
      .where(inArray(lectureProgress.lectureId, [second!]));
    expect(rows).toEqual([]);
    expect([await percentage(ada), await percentage(grace)]).toEqual([50, 50]);

    // The whole first section goes: Grace has completed everything that is left, Ada nothing.
    expect((await remove(`${coursePath(courseId)}/sections/${sectionIds[0]}`)).statusCode).toBe(
      200,
    );
    expect([await percentage(ada), await percentage(grace)]).toEqual([0, 100]);
    const graceDetail = (await academy(courseId, grace.headers)).json();
    expect(graceDetail.completed).toBe(true);
    const learners = (
      await app.inject({ url: `${coursePath(courseId)}/learners`, headers: { cookie: editor } })
    ).json();
    expect(learners.lectureCount).toBe(1);
    expect(
      learners.learners.map(
        (l: { userName: string; completedLectures: number; progressPercentage: number }) => [
          l.userName,
          l.completedLectures,
          l.progressPercentage,
        ],
      ),
    ).toEqual(
      expect.arrayContaining([
        ['Ada Lovelace', 0, 0],
        ['Grace Hopper', 1, 100],
      ]),
    );
    const left = await app.db
      .select({ lectureId: lectureProgress.lectureId })
      .from(lectureProgress)
      .where(eq(lectureProgress.courseId, courseId));
    expect(left).toEqual([{ lectureId: third }]);
  });
});
