import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assessmentQuestions, certificates } from '../../db/schema/index.ts';
import {
  completeCourse,
  createCourse,
  ensureQuestionBank,
  learnerWithToken,
  watchLecture,
} from '../../test/academy.ts';
import { createTestApp } from '../../test/app.ts';
import {
  contentTypes,
  hostileBody,
  hostileSegment,
  seededHostileQuery,
} from '../../test/fuzz-inputs.ts';
import { validBodies, validQueries } from '../../test/fuzz-seeds.ts';
import { staffWithSession } from '../../test/staff.ts';

// The academy's newer routes with hostile input, from a learner enrolled in a real course (so that
// well-formed parts reach the services and the database): no answer may be a 5xx.

// Sign-out last: it ends the session the others use.
const ROUTES = [
  'PUT /api/academy/website/heartbeat/:courseId/:lectureId',
  'GET /api/academy/website/assessment/:courseId',
  'GET /api/academy/website/certificates',
  'GET /api/certificates/:certificateId/open-badge',
  'GET /api/open-badges/issuer',
  'GET /api/academy/website/transcript',
  'POST /api/academy/website/assessment/:courseId/attempts',
  'POST /api/academy/website/assessment/:courseId/attempts/:attemptId',
  'GET /api/admin/courses/:courseId/assessment',
  'PUT /api/admin/courses/:courseId/assessment',
  'POST /api/admin/courses/:courseId/assessment/questions',
  'PUT /api/admin/courses/:courseId/assessment/questions/:questionId',
  'DELETE /api/admin/courses/:courseId/assessment/questions/:questionId',
  'PUT /api/admin/courses/:courseId/sections/:sectionId/lectures/:lectureId/captions',
  'GET /media/captions/:name',
  'POST /api/users/password-reset/request',
  'POST /api/users/password-reset',
  'POST /api/users/verify-email',
  'GET /api/users/me',
  'PATCH /api/users/me',
  'POST /api/users/me/password',
  'POST /api/users/me/verification',
  'GET /api/users/me/export',
  'DELETE /api/users/me',
  'POST /api/users/sign-out-everywhere',
  'POST /api/users/sign-out',
];

const app = await createTestApp();
afterAll(() => app.close());
const driver = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const learner = await learnerWithToken(app);
const course = await createCourse(app);
await app.inject({
  url: `/api/academy/website/enroll/${course.courseId}`,
  headers: learner.headers,
});
// The lectures watched and a paper drawn, so attempt ids and answers reach the marking.
for (const lectureId of course.lectureIds) {
  await watchLecture(app, learner.headers, course.courseId, lectureId);
}
await ensureQuestionBank(app, course.courseId);
const paper = await app.inject({
  method: 'POST',
  url: `/api/academy/website/assessment/${course.courseId}/attempts`,
  headers: learner.headers,
});
const [question] = await app.db.select().from(assessmentQuestions).limit(1);
// The staff routes (the course editor's question bank) need an editor's session.
const { cookie } = await staffWithSession(app, 'editor');
// A second learner with a certificate, so the Open Badge route reaches the signing.
const certified = await learnerWithToken(app, 'Certified Learner');
await app.inject({
  url: `/api/academy/website/enroll/${course.courseId}`,
  headers: certified.headers,
});
await completeCourse(app, certified.headers, course.courseId, course.lectureIds);
const [certificate] = await app.db
  .select({ id: certificates.id })
  .from(certificates)
  .where(eq(certificates.courseId, course.courseId));
const realIds: Record<string, string> = {
  certificateId: certificate!.id,
  courseId: course.courseId,
  sectionId: course.sectionIds[0]!,
  lectureId: course.lectureIds[0]!,
  attemptId: (paper.json() as { attemptId: string }).attemptId,
  questionId: question!.id,
};
const tally = { requests: 0, serverErrors: 0 };

describe(`academy routes with hostile input (${driver})`, () => {
  it.each(ROUTES)(
    '%s: no 5xx',
    async (route) => {
      const [method, url] = route.split(' ') as [string, string];
      const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const arbitrary = fc.record({
        segments: fc.array(fc.option(hostileSegment, { freq: 2, nil: undefined }), {
          minLength: params.length,
          maxLength: params.length,
        }),
        contentType: contentTypes,
        body: hostileBody(validBodies[route] ?? {}),
        query: validQueries[route]
          ? fc.option(seededHostileQuery(validQueries[route]), { nil: undefined })
          : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async (input) => {
          let i = 0;
          const path = url.replace(/:(\w+)/g, (_, name: string) => {
            const segment = input.segments[i++];
            return segment ?? realIds[name] ?? 'x';
          });
          const response = await app.inject({
            method: method as 'PUT',
            url: input.query ? `${path}?${input.query}` : path,
            headers: {
              ...(url.startsWith('/api/admin/') ? { cookie } : learner.headers),
              'content-type': input.contentType,
            },
            payload: method === 'GET' ? undefined : input.body,
          });
          tally.requests += 1;
          if (response.statusCode >= 500) tally.serverErrors += 1;
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
        }),
        { numRuns: 100 },
      );
    },
    120_000,
  );

  it('reports what it sent', () => {
    console.log(
      `academy fuzz on ${driver}: ${tally.requests} requests, ${tally.serverErrors} × 5xx`,
    );
    expect(tally.serverErrors).toBe(0);
  });
});
