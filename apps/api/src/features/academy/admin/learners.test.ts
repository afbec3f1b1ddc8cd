import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { completeCourse, learnerWithToken } from '../../../test/academy.ts';
import { staffWithSession } from '../../../test/staff.ts';

let app: App;
let editor: string;
beforeAll(async () => {
  app = await createTestApp();
  editor = (await staffWithSession(app, 'editor')).cookie;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: editor }, ...(payload ? { payload } : {}) });

async function newCourseWithSection() {
  const created = await call('POST', '/api/admin/courses', {
    courseName: 'Assurance readiness',
    description: 'What an assurance provider will ask for.',
    courseImage: '/media/academy/images/reporting-assurance.svg',
  });
  const courseId = created.json()._id as string;
  const withSection = await call('POST', `/api/admin/courses/${courseId}/sections`, {
    sectionName: 'Basics',
  });
  return { courseId, sectionId: withSection.json().sections[0]._id as string };
}

describe('learners and certificates', () => {
  it('lists no learners for a course nobody took, and 404 for a course that does not exist', async () => {
    const { courseId, sectionId } = await newCourseWithSection();
    await call('POST', `/api/admin/courses/${courseId}/sections/${sectionId}/lectures`, {
      lectureName: 'Nobody watched this',
      lectureUrl: '/media/academy/videos/lecture-3.webm',
      duration: 4,
    });
    const empty = await call('GET', `/api/admin/courses/${courseId}/learners`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ lectureCount: 1, learners: [] });
    const unknown = await call('GET', `/api/admin/courses/${randomUUID()}/learners`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no course with this id.');
  });

  it('shows enrolments and completion per course, and revokes a certificate for good', async () => {
    const { courseId, sectionId } = await newCourseWithSection();
    const withLecture = await call(
      'POST',
      `/api/admin/courses/${courseId}/sections/${sectionId}/lectures`,
      {
        lectureName: 'Only lecture',
        lectureUrl: '/media/academy/videos/lecture-3.webm',
        duration: 4,
      },
    );
    const lectureId = withLecture.json().sections[0].lectures[0]._id;
    await call('PUT', `/api/admin/courses/${courseId}/publish`, { published: true });
    const done = await learnerWithToken(app, 'Finished Learner');
    const started = await learnerWithToken(app, 'Started Learner');
    for (const learner of [done, started]) {
      await app.inject({
        url: `/api/academy/website/enroll/${courseId}`,
        headers: learner.headers,
      });
    }
    await completeCourse(app, done.headers, courseId, [lectureId]);
    const share = (
      await app.inject({ url: `/api/academy/website/share/${courseId}`, headers: done.headers })
    ).json();

    const learners = (await call('GET', `/api/admin/courses/${courseId}/learners`)).json();
    expect(learners.lectureCount).toBe(1);
    expect(
      learners.learners.map((l: { userName: string; progressPercentage: number }) => [
        l.userName,
        l.progressPercentage,
      ]),
    ).toEqual([
      ['Finished Learner', 100],
      ['Started Learner', 0],
    ]);
    expect(learners.learners[0].certificate).toMatchObject({
      certificateId: share.certificateId,
      status: 'valid',
    });
    const list = (await call('GET', '/api/admin/courses'))
      .json()
      .find((c: { _id: string }) => c._id === courseId);
    expect(list).toMatchObject({
      enrolmentCount: 2,
      completedCount: 1,
      lectureCount: 1,
      sectionCount: 1,
    });

    const revoked = await call('POST', `/api/admin/certificates/${share.certificateId}/revoke`, {
      reason: 'Issued in error',
    });
    expect(revoked.statusCode).toBe(204);
    const verification = (
      await app.inject({ url: `/api/certificates/${share.certificateId}` })
    ).json();
    expect(verification.status).toBe('revoked');
    expect(verification.revokedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const pdf = await app.inject({
      url: `/api/academy/website/certificate/${courseId}`,
      headers: done.headers,
    });
    expect(pdf.statusCode).toBe(403);
    expect(pdf.json().message).toBe('This certificate has been revoked.');
    expect(
      (await call('POST', `/api/admin/certificates/${share.certificateId}/revoke`, {})).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/api/admin/certificates/VRD-0000-0000-0000/revoke', {})).statusCode,
    ).toBe(404);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'certificate.revoked'),
          eq(auditLog.target, `certificate:${share.certificateId}`),
        ),
      );
    expect(entry!.detail).toMatchObject({ reason: 'Issued in error' });
  });
});
