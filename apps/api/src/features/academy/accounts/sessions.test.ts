import { academyMessages } from '@verdantia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { createCourse, learnerWithToken } from '../../../test/academy.ts';
import { createTestApp } from '../../../test/app.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const base = '/api/academy/website';

async function signIn(email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/sign-in',
    payload: { email, password },
  });
  expect(response.headers['cache-control']).toContain('no-store');
  return { authorization: `Bearer ${response.json().token as string}` };
}

/** Every learner call, each answered with `headers`: the status codes. */
async function statuses(headers: Record<string, string>, courseId: string, lectureId: string) {
  const calls: { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: object }[] = [
    { method: 'GET', url: base },
    { method: 'GET', url: `${base}/myCourses` },
    { method: 'GET', url: `${base}/enroll/${courseId}` },
    { method: 'GET', url: `${base}/${courseId}` },
    { method: 'GET', url: `${base}/markComplete/${courseId}/${lectureId}` },
    { method: 'PUT', url: `${base}/position/${courseId}/${lectureId}`, payload: { seconds: 1 } },
    {
      method: 'PUT',
      url: `${base}/heartbeat/${courseId}/${lectureId}`,
      payload: { position: 1, intervals: [[0, 1]] },
    },
    { method: 'GET', url: `${base}/certificate/${courseId}` },
    { method: 'GET', url: `${base}/share/${courseId}` },
    { method: 'GET', url: `${base}/assessment/${courseId}` },
    { method: 'POST', url: `${base}/assessment/${courseId}/attempts` },
  ];
  const codes: number[] = [];
  for (const call of calls) {
    const response = await app.inject({ ...call, headers });
    codes.push(response.statusCode);
    if (response.statusCode === 401) {
      expect(response.json()).toEqual({ message: academyMessages.signInRequired });
    } else {
      expect(response.headers['cache-control'], call.url).toContain('no-store');
    }
  }
  return codes;
}

describe('signing out', () => {
  it('ends the one browser: its old token gets 401 on every call, the other keeps working', async () => {
    const { courseId, lectureIds } = await createCourse(app);
    const learner = await learnerWithToken(app);
    const other = await signIn(learner.email, learner.password);
    expect(await statuses(learner.headers, courseId, lectureIds[0]!)).not.toContain(401);

    const out = await app.inject({
      method: 'POST',
      url: '/api/users/sign-out',
      headers: learner.headers,
    });
    expect(out.statusCode).toBe(204);
    expect(await statuses(learner.headers, courseId, lectureIds[0]!)).toEqual(Array(11).fill(401));
    const again = await app.inject({
      method: 'POST',
      url: '/api/users/sign-out',
      headers: learner.headers,
    });
    expect(again.statusCode).toBe(401);
    expect(await statuses(other, courseId, lectureIds[0]!)).not.toContain(401);
  });

  it('signs out everywhere: tokens from two browsers get 401, a new sign-in works', async () => {
    const { courseId, lectureIds } = await createCourse(app);
    const learner = await learnerWithToken(app);
    const second = await signIn(learner.email, learner.password);
    const everywhere = await app.inject({
      method: 'POST',
      url: '/api/users/sign-out-everywhere',
      headers: second,
    });
    expect(everywhere.statusCode).toBe(204);
    for (const headers of [learner.headers, second]) {
      expect(await statuses(headers, courseId, lectureIds[0]!)).toEqual(Array(11).fill(401));
    }
    const fresh = await signIn(learner.email, learner.password);
    expect((await app.inject({ url: base, headers: fresh })).statusCode).toBe(200);
  });

  it('answers sign-out without a token, or with garbage, 401', async () => {
    for (const url of ['/api/users/sign-out', '/api/users/sign-out-everywhere']) {
      for (const authorization of [undefined, 'Bearer \u0000', `Bearer ${'x'.repeat(5000)}`]) {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode).toBe(401);
      }
    }
  });
});
