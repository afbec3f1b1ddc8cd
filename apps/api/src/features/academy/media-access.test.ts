import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createCourse, learnerWithToken } from '../../test/academy.ts';
import { createTestApp } from '../../test/app.ts';
import { staffWithSession } from '../../test/staff.ts';
import { lectures } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { MEDIA_URL_SECONDS, mediaMessages, signMediaUrl } from './media-access.ts';

// Lecture videos and captions only for enrolled learners (signed, short-lived addresses from the
// course detail) and staff (their session); range requests keep working; images stay public.

let app: App;
let staffCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  staffCookie = (await staffWithSession(app, 'editor')).cookie;
});
afterAll(() => app.close());

const video = '/media/academy/videos/lecture-1.webm';
const captions = '/media/academy/captions/carbon-scopes.vtt';

async function enrolledLecture() {
  const course = await createCourse(app, { lectureCounts: [1] });
  await app.db
    .update(lectures)
    .set({ captionsUrl: captions })
    .where(eq(lectures.id, course.lectureIds[0]!));
  const learner = await learnerWithToken(app);
  await app.inject({
    url: `/api/academy/website/enroll/${course.courseId}`,
    headers: learner.headers,
  });
  const detail = (
    await app.inject({ url: `/api/academy/website/${course.courseId}`, headers: learner.headers })
  ).json();
  return detail.courseId.sections[0].lectures[0] as { lectureUrl: string; captionsUrl: string };
}

describe('private lecture media', () => {
  it('gives an enrolled learner signed addresses that answer a range request with 206', async () => {
    const lecture = await enrolledLecture();
    expect(lecture.lectureUrl).toMatch(
      /^\/media\/academy\/videos\/lecture-1\.webm\?exp=\d+&sig=[\w-]{43}$/,
    );
    const whole = await app.inject({ url: lecture.lectureUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toBe('private, max-age=3600');
    const part = await app.inject({ url: lecture.lectureUrl, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
    const track = await app.inject({ url: lecture.captionsUrl, headers: { range: 'bytes=0-5' } });
    expect(track.statusCode).toBe(206);
    expect(track.body).toBe('WEBVTT');
  });

  it('refuses media without a credential (401), with a forged or moved signature (401) and once expired (403)', async () => {
    const lecture = await enrolledLecture();
    const signature = lecture.lectureUrl.split('?')[1]!;
    // Always a different first character: replacing it with a fixed one left the signature
    // unchanged whenever it already began with that character (1 run in 64).
    const forged = signature.replace(/sig=(.)/, (_, first: string) =>
      first === 'A' ? 'sig=B' : 'sig=A',
    );
    const secret = app.config.JWT_SECRET;
    const cases: [string, number, string][] = [
      [video, 401, mediaMessages.signInRequired],
      [captions, 401, mediaMessages.signInRequired],
      [`${video}?${forged}`, 401, mediaMessages.signInRequired],
      [`/media/academy/videos/lecture-2.webm?${signature}`, 401, mediaMessages.signInRequired],
      ['/media/lectures/0123456789abcdef0123456789abcdef.webm', 401, mediaMessages.signInRequired],
      [
        signMediaUrl(secret, video, Date.now() - (MEDIA_URL_SECONDS + 60) * 1000),
        403,
        mediaMessages.expired,
      ],
    ];
    for (const [url, status, message] of cases) {
      const response = await app.inject({ url, headers: { range: 'bytes=0-9' } });
      expect(response.statusCode, url).toBe(status);
      expect(response.json().message).toBe(message);
    }
  });

  it('lets staff play media with their session, and keeps course images public', async () => {
    const part = await app.inject({
      url: video,
      headers: { cookie: staffCookie, range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    const bogus = await app.inject({ url: video, headers: { cookie: 'staff_session=nonsense' } });
    expect(bogus.statusCode).toBe(401);
    const image = await app.inject({ url: '/media/academy/images/esg-fundamentals.svg' });
    expect(image.statusCode).toBe(200);
  });
});
