import fs from 'node:fs';
import { courseAdminMessages } from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { learnerWithToken } from '../../../test/academy.ts';
import { staffWithSession } from '../../../test/staff.ts';
import { courseAdminRoutes } from './routes.ts';

const webm = fs.readFileSync(
  new URL('../../../../media/academy/videos/lecture-1.webm', import.meta.url),
);

/** A multipart body: text fields first, then the file. */
function multipart(fields: Record<string, string>, file?: { bytes: Buffer; name: string }) {
  const boundary = '----verdantia-course-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    ...(file
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: video/webm\r\n\r\n`,
          ),
          file.bytes,
          Buffer.from('\r\n'),
        ]
      : []),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let app: App;
let editor: string;
beforeAll(async () => {
  app = await createTestApp();
  // The same routes with a 10 KB video limit, to see the limit without a 500 MB upload.
  await app.register(courseAdminRoutes, { prefix: '/small', maxVideoBytes: 10_000 });
  editor = (await staffWithSession(app, 'editor')).cookie;
});
afterAll(() => app.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  cookie = editor,
) => app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function newCourseWithSection() {
  const created = await call('POST', '/api/admin/courses', {
    courseName: 'Double materiality in practice',
    description: 'Impact and financial materiality, step by step.',
    courseImage: '/media/academy/images/esg-fundamentals.svg',
  });
  expect(created.statusCode).toBe(201);
  const courseId = created.json()._id as string;
  const withSection = await call('POST', `/api/admin/courses/${courseId}/sections`, {
    sectionName: 'Basics',
  });
  expect(withSection.statusCode).toBe(201);
  return { courseId, sectionId: withSection.json().sections[0]._id as string };
}

describe('course management access', () => {
  it('lets editors and admins in, refuses case handlers (403), anonymous visitors and learners (401)', async () => {
    const admin = (await staffWithSession(app, 'admin')).cookie;
    const caseHandler = (await staffWithSession(app, 'case_handler')).cookie;
    const learner = await learnerWithToken(app);
    expect((await call('GET', '/api/admin/courses', undefined, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/courses', undefined, caseHandler)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/courses' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/admin/courses', headers: learner.headers })).statusCode,
    ).toBe(401);
  });
});

describe('courses, sections and lectures', () => {
  it('creates a course hidden from learners until published, and refuses to publish it empty', async () => {
    const { courseId, sectionId } = await newCourseWithSection();
    const learner = await learnerWithToken(app);
    const listed = async () =>
      (
        (await app.inject({ url: '/api/academy/website', headers: learner.headers })).json() as {
          _id: string;
        }[]
      ).map((c) => c._id);
    expect(await listed()).not.toContain(courseId);
    const empty = await call('PUT', `/api/admin/courses/${courseId}/publish`, { published: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(courseAdminMessages.cannotPublishEmpty);

    const lecture = await call(
      'POST',
      `/api/admin/courses/${courseId}/sections/${sectionId}/lectures`,
      {
        lectureName: 'Why double materiality',
        lectureUrl: 'https://player.vimeo.com/video/76979871',
        duration: '95',
      },
    );
    expect(lecture.statusCode).toBe(201);
    // Outside hosts only from the configured list (the Content-Security-Policy allows those).
    const elsewhere = await call(
      'POST',
      `/api/admin/courses/${courseId}/sections/${sectionId}/lectures`,
      {
        lectureName: 'From an unknown host',
        lectureUrl: 'https://videos.example.org/double-materiality.mp4',
        duration: '95',
      },
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(
      'Lectures from outside hosts must come from https://www.youtube-nocookie.com, https://player.vimeo.com.',
    );
    const csp = (await app.inject({ url: '/api/health' })).headers['content-security-policy'];
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com;');
    expect(csp).toContain(
      "media-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;",
    );
    expect(lecture.json().sections[0].lectures[0]).toMatchObject({
      duration: 95,
      source: 'url',
      captionsUrl: null,
    });
    const published = await call('PUT', `/api/admin/courses/${courseId}/publish`, {
      published: true,
    });
    expect(published.json().published).toBe(true);
    expect(await listed()).toContain(courseId);
    await call('PUT', `/api/admin/courses/${courseId}/publish`, { published: false });
    expect(await listed()).not.toContain(courseId);

    const actions = await app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, `course:${courseId}`));
    expect(actions.map((a) => a.action)).toEqual([
      'course.created',
      'course.section_created',
      'course.lecture_created',
      'course.published',
      'course.unpublished',
    ]);
  });

  it('uploads a video streamed to storage, reads its duration from the file, and serves it in ranges', async () => {
    const { courseId, sectionId } = await newCourseWithSection();
    const upload = multipart(
      { lectureName: 'Uploaded welcome' },
      { bytes: webm, name: 'welcome.webm' },
    );
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/courses/${courseId}/sections/${sectionId}/lectures/upload`,
      headers: { cookie: editor, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(201);
    const lecture = response.json().sections[0].lectures[0];
    expect(lecture).toMatchObject({
      lectureName: 'Uploaded welcome',
      duration: 4,
      source: 'upload',
    });
    expect(lecture.lectureUrl).toMatch(/^\/media\/lectures\/[a-f0-9]{32}\.webm$/);
    const whole = await app.inject({ url: lecture.lectureUrl, headers: { cookie: editor } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.rawPayload.equals(webm)).toBe(true);
    const part = await app.inject({
      url: lecture.lectureUrl,
      headers: { cookie: editor, range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${webm.length}`);
    expect(part.rawPayload.equals(webm.subarray(10, 20))).toBe(true);

    // Removing the lecture removes its file.
    const removed = await call(
      'DELETE',
      `/api/admin/courses/${courseId}/sections/${sectionId}/lectures/${lecture._id}`,
    );
    expect(removed.json().sections[0].lectures).toEqual([]);
    expect(
      (await app.inject({ url: lecture.lectureUrl, headers: { cookie: editor } })).statusCode,
    ).toBe(404);
  });

  it('removes the videos of a deleted section, and answers the deletion even when storage fails', async () => {
    const { courseId, sectionId } = await newCourseWithSection();
    const upload = async (lectureName: string) => {
      const body = multipart({ lectureName }, { bytes: webm, name: 'welcome.webm' });
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/courses/${courseId}/sections/${sectionId}/lectures/upload`,
        headers: { cookie: editor, ...body.headers },
        payload: body.payload,
      });
      return response.json().sections[0].lectures.at(-1) as { _id: string; lectureUrl: string };
    };
    const first = await upload('First upload');
    const second = await upload('Second upload');

    // Storage down: the lecture is gone all the same and the editor sees the course without it.
    const storageDelete = app.storage.delete;
    app.storage.delete = () => Promise.reject(new Error('storage unavailable'));
    try {
      const removed = await call(
        'DELETE',
        `/api/admin/courses/${courseId}/sections/${sectionId}/lectures/${first._id}`,
      );
      expect(removed.statusCode).toBe(200);
      expect(removed.json().sections[0].lectures.map((l: { _id: string }) => l._id)).toEqual([
        second._id,
      ]);
    } finally {
      app.storage.delete = storageDelete;
    }

    const gone = await call('DELETE', `/api/admin/courses/${courseId}/sections/${sectionId}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().sections).toEqual([]);
    expect(
      (await app.inject({ url: second.lectureUrl, headers: { cookie: editor } })).statusCode,
    ).toBe(404);
  });

  it('refuses a file that is not a video (415), one over the limit (413), and keeps nothing', async () => {
    const { courseId, sectionId } = await newCourseWithSection();
    const url = `/api/admin/courses/${courseId}/sections/${sectionId}/lectures/upload`;
    const send = (
      target: string,
      bytes: Buffer,
      fields = { lectureName: 'A lecture', duration: '30' },
    ) => {
      const upload = multipart(fields, { bytes, name: 'file.webm' });
      return app.inject({
        method: 'POST',
        url: target,
        headers: { cookie: editor, ...upload.headers },
        payload: upload.payload,
      });
    };
    const script = await send(url, Buffer.from('#!/bin/sh\necho not a video\n'));
    expect(script.statusCode).toBe(415);
    expect(script.json().message).toBe(courseAdminMessages.videoWrongType);
    const large = await send(`/small${url}`, Buffer.concat([webm, webm]));
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(courseAdminMessages.videoTooLarge);
    const noName = await send(url, webm, { lectureName: '', duration: '' });
    expect(noName.statusCode).toBe(400);
    const course = (await call('GET', `/api/admin/courses/${courseId}`)).json();
    expect(course.sections[0].lectures).toEqual([]);
  });

  it('reorders sections and lectures only with every id once', async () => {
    const { courseId, sectionId } = await newCourseWithSection();
    const second = (
      await call('POST', `/api/admin/courses/${courseId}/sections`, { sectionName: 'Advanced' })
    ).json();
    const ids = second.sections.map((s: { _id: string }) => s._id);
    const bad = await call('PUT', `/api/admin/courses/${courseId}/sections/order`, {
      ids: [ids[0]],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(courseAdminMessages.reorderMismatch);
    const good = await call('PUT', `/api/admin/courses/${courseId}/sections/order`, {
      ids: [ids[1], ids[0]],
    });
    expect(good.json().sections.map((s: { sectionName: string }) => s.sectionName)).toEqual([
      'Advanced',
      'Basics',
    ]);

    for (const name of ['One', 'Two', 'Three']) {
      await call('POST', `/api/admin/courses/${courseId}/sections/${sectionId}/lectures`, {
        lectureName: name,
        lectureUrl: '/media/academy/videos/lecture-2.webm',
        duration: 4,
      });
    }
    const course = (await call('GET', `/api/admin/courses/${courseId}`)).json();
    const lectures = course.sections[1].lectures.map((l: { _id: string }) => l._id);
    const reordered = await call(
      'PUT',
      `/api/admin/courses/${courseId}/sections/${sectionId}/lectures/order`,
      {
        ids: [lectures[2], lectures[0], lectures[1]],
      },
    );
    expect(
      reordered.json().sections[1].lectures.map((l: { lectureName: string }) => l.lectureName),
    ).toEqual(['Three', 'One', 'Two']);
  });

  it('answers unknown ids 404 and malformed ones 400', async () => {
    const { courseId } = await newCourseWithSection();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/admin/courses/${unknown}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/courses/not-an-id')).statusCode).toBe(400);
    const section = await call('PUT', `/api/admin/courses/${courseId}/sections/${unknown}`, {
      sectionName: 'X',
    });
    expect(section.statusCode).toBe(404);
    expect(section.json().message).toBe(courseAdminMessages.sectionNotFound);
  });
});
