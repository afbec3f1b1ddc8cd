import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { createCourse, learnerWithToken } from '../../../test/academy.ts';
import { createTestApp } from '../../../test/app.ts';
import { staffWithSession } from '../../../test/staff.ts';
import { captionsMessages } from './captions-routes.ts';

// Captions (WebVTT) uploaded or replaced per lecture in the course editor, served as private media.

let app: App;
let editor: string;
beforeAll(async () => {
  app = await createTestApp();
  editor = (await staffWithSession(app, 'editor')).cookie;
});
afterAll(() => app.close());

const boundary = 'captions-boundary';
const upload = (url: string, content: string, cookie = editor) =>
  app.inject({
    method: 'PUT',
    url,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.vtt"\r\n` +
        `Content-Type: text/vtt\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    ),
  });

describe('lecture captions', () => {
  it('uploads and replaces WebVTT captions; learners get them by signed address, others 401', async () => {
    const course = await createCourse(app, { lectureCounts: [1] });
    const url = `/api/admin/courses/${course.courseId}/sections/${course.sectionIds[0]}/lectures/${course.lectureIds[0]}/captions`;
    const first = await upload(url, 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n');
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl: string = first.json().sections[0].lectures[0].captionsUrl;
    expect(firstUrl).toMatch(/^\/media\/captions\/[a-f0-9]{32}\.vtt$/);
    const second = await upload(url, 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello again\n');
    const secondUrl: string = second.json().sections[0].lectures[0].captionsUrl;
    expect(secondUrl).not.toBe(firstUrl);
    // The replaced file is gone; the new one is private.
    expect((await app.inject({ url: firstUrl, headers: { cookie: editor } })).statusCode).toBe(404);
    expect((await app.inject({ url: secondUrl })).statusCode).toBe(401);

    const learner = await learnerWithToken(app);
    await app.inject({
      url: `/api/academy/website/enroll/${course.courseId}`,
      headers: learner.headers,
    });
    const detail = (
      await app.inject({ url: `/api/academy/website/${course.courseId}`, headers: learner.headers })
    ).json();
    const signed: string = detail.courseId.sections[0].lectures[0].captionsUrl;
    expect(signed.startsWith(`${secondUrl}?exp=`)).toBe(true);
    const track = await app.inject({ url: signed });
    expect(track.statusCode).toBe(200);
    expect(track.headers['content-type']).toContain('text/vtt');
    expect(track.body).toContain('Hello again');
  });

  it('refuses a file that is not WebVTT (415) and learners (401)', async () => {
    const course = await createCourse(app, { lectureCounts: [1] });
    const url = `/api/admin/courses/${course.courseId}/sections/${course.sectionIds[0]}/lectures/${course.lectureIds[0]}/captions`;
    const wrong = await upload(url, '1\n00:00:00,000 --> 00:00:02,000\nSRT, not VTT\n');
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().message).toBe(captionsMessages.notVtt);
    const learner = await learnerWithToken(app);
    const refused = await app.inject({
      method: 'PUT',
      url,
      headers: { ...learner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: 'x',
    });
    expect(refused.statusCode).toBe(401);
  });
});
