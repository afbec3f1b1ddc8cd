import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { learnerWithToken } from '../test/academy.ts';
import { finishedAssessment, json } from '../test/assessment.ts';
import { staffWithSession } from '../test/staff.ts';
import { createTestInteraction, followUp, reporterCookie } from '../test/trustlink.ts';

// Cache-Control on every API answer: no-store, so that no browser or proxy keeps personal data or
// a credential, except the public answers below, which set their own (and still say no-store
// when they fail). The walk covers every registered route, anonymous and signed in.

/** Public, cacheable answers: no personal data, the same for everybody. */
const PUBLIC_CACHEABLE = new Set([
  'GET /api/videos',
  'GET /api/assistant/checklist/:number',
  'GET /api/blog/posts',
  'GET /api/blog/posts/:slug',
  'GET /api/news',
]);

const app = await createTestApp();
afterAll(() => app.close());
const admin = (await staffWithSession(app, 'admin')).cookie;
const learner = (await learnerWithToken(app)).headers;

const methodsOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (m) => m !== 'HEAD' && m !== 'OPTIONS',
  );
const apiRoutes = app.routeList
  .filter((route) => route.url.startsWith('/api'))
  .flatMap((route) => methodsOf(route).map((method) => ({ method, url: route.url })));

const noStore = (header: unknown) => typeof header === 'string' && /\bno-store\b/.test(header);

describe('Cache-Control on API answers', () => {
  it('is no-store on every route, anonymous or signed in, unless the route is public', async () => {
    expect(apiRoutes.length).toBeGreaterThan(60);
    const missing: string[] = [];
    for (const { method, url } of apiRoutes) {
      const key = `${method} ${url}`;
      const path = url.replace(/:\w+|\*/g, '1');
      // Reads with each kind of credential; writes anonymously only (no side effects).
      const who =
        method === 'GET' ? [{}, { cookie: admin }, learner] : [{} as Record<string, string>];
      for (const headers of who) {
        const response = await app.inject({ method: method as 'GET', url: path, headers });
        expect(response.statusCode, key).toBeLessThan(500);
        const header = response.headers['cache-control'];
        if (PUBLIC_CACHEABLE.has(key) && response.statusCode < 300) continue;
        if (!noStore(header)) missing.push(`${key} (${response.statusCode}): ${String(header)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is no-store on the reporter follow-up and session, learner sign-in and academy JSON', async () => {
    const intId = await createTestInteraction(app);
    const followed = await followUp(app, intId);
    expect(followed.statusCode).toBe(200);
    expect(followed.headers['cache-control']).toBe('no-store');
    const session = await app.inject({
      method: 'GET',
      url: '/api/stakeholder-interactions/session',
      headers: { cookie: reporterCookie(followed.headers['set-cookie']) },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toHaveProperty('title');
    expect(session.headers['cache-control']).toBe('no-store');

    const { email, password } = await learnerWithToken(app, 'Grace Hopper');
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/users/sign-in',
      payload: { email, password },
    });
    expect(signIn.json()).toHaveProperty('token');
    expect(noStore(signIn.headers['cache-control'])).toBe(true);
    for (const url of ['/api/academy/website/myCourses', '/api/academy/website', '/api/users/me']) {
      const answer = await app.inject({ method: 'GET', url, headers: learner });
      expect(answer.statusCode, url).toBe(200);
      expect(noStore(answer.headers['cache-control']), url).toBe(true);
    }
  });

  it('is no-store on assessment results and the assistant staff answers', async () => {
    const { id } = await finishedAssessment(app, 3);
    const result = await json(app, 'GET', `/api/assessments/${id}`);
    expect(result.statusCode).toBe(200);
    expect(noStore(result.headers['cache-control'])).toBe(true);
    for (const url of [
      '/api/admin/assistant/stats',
      '/api/admin/assistant/feedback',
      '/api/admin/assistant/evaluation-cases',
    ]) {
      const answer = await app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });
});
