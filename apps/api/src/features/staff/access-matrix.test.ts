import { staffMessages, staffRoles, type StaffRole } from '@verdantia/domain';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { staffSessions } from '../../db/schema/index.ts';
import type { StaffRouteEntry } from '../../plugins/staff-auth.ts';
import { createTestApp } from '../../test/app.ts';
import { signIn, staffWithSession } from '../../test/staff.ts';

// Walks EVERY /api/admin/* route the app registers (the staff-auth plugin records them as they are
// added, see onRoute there): 401 without a session, 403 for each role not allowed, and no 500
// for bad input from a role that is allowed.

let app: App;
const cookies = {} as Record<StaffRole, string>;
let routes: StaffRouteEntry[];

beforeAll(async () => {
  app = await createTestApp();
  for (const role of staffRoles) cookies[role] = (await staffWithSession(app, role)).cookie;
  routes = app.staffRouteTable.filter((r) => r.access !== 'public');
});
afterAll(() => app.close());

const concrete = (url: string, id = '1') =>
  url
    .replace(':kind', 'contact')
    .replace(/:[A-Za-z]+/g, id)
    .replace('*', 'x');

function request(route: StaffRouteEntry, cookie?: string, extra: Partial<InjectOptions> = {}) {
  const writes = !['GET', 'DELETE'].includes(route.method);
  return app.inject({
    method: route.method as InjectOptions['method'],
    url: concrete(route.url),
    headers: cookie ? { cookie } : {},
    ...(writes ? { payload: {} } : {}),
    ...extra,
  });
}

describe('access to /api/admin/*', () => {
  it('knows the back-office routes', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /api/admin/session',
      'DELETE /api/admin/session',
      'DELETE /api/admin/sessions',
      'POST /api/admin/staff/:id/unlock',
      'POST /api/admin/password',
      'POST /api/admin/session/code',
      'POST /api/admin/two-step/totp/start',
      'POST /api/admin/two-step/totp/confirm',
      'POST /api/admin/staff/:id/two-step/reset',
      'GET /api/admin/sessions',
      'DELETE /api/admin/sessions/:id',
      'DELETE /api/admin/sessions/others',
      'GET /api/admin/passkeys',
      'DELETE /api/admin/passkeys/:id',
      'GET /api/admin/staff',
      'POST /api/admin/staff/invitations',
      'PATCH /api/admin/staff/:id',
      'DELETE /api/admin/staff/:id',
      'GET /api/admin/audit',
      'GET /api/admin/dashboard',
      'GET /api/admin/leads',
      'GET /api/admin/leads/export.csv',
      'GET /api/admin/leads/:kind/:id',
      'POST /api/admin/leads/:kind/:id/handled',
      'POST /api/admin/leads/erase',
      'GET /api/admin/outbox',
      'POST /api/admin/outbox/:id/retry',
      'GET /api/admin/trustlink/dashboard',
      'GET /api/admin/trustlink/cases',
      'GET /api/admin/trustlink/handlers',
      'GET /api/admin/trustlink/cases/:id',
      'POST /api/admin/trustlink/cases/:id/status',
      'POST /api/admin/trustlink/cases/:id/messages',
      'POST /api/admin/trustlink/cases/:id/messages/file',
      'POST /api/admin/trustlink/cases/:id/notes',
      'POST /api/admin/trustlink/cases/:id/assignee',
      'GET /api/admin/trustlink/cases/:id/evidence/:evidenceId',
      'POST /api/admin/trustlink/cases/:id/recusal',
      'POST /api/admin/trustlink/cases/:id/exclusions/:exclusionId/reinclusion',
      'PUT /api/admin/staff/:id/case-manager',
      'GET /api/admin/trustlink/statistics',
      'GET /api/admin/trustlink/cases/:id/export.pdf',
      'GET /api/admin/trustlink/statistics.csv',
      'GET /api/admin/courses',
      'POST /api/admin/courses/:courseId/sections/:sectionId/lectures/upload',
      'GET /api/admin/courses/:courseId/learners',
      'POST /api/admin/certificates/:certificateId/revoke',
    ]) {
      expect(keys).toContain(expected);
    }
    // Only signing in (with a password or a passkey), reading who an invitation is for and
    // accepting it are open.
    expect(
      app.staffRouteTable.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`),
    ).toEqual([
      'POST /api/admin/session',
      'POST /api/admin/passkeys/sign-in/options',
      'POST /api/admin/passkeys/sign-in/verify',
      'POST /api/admin/invitations/preview',
      'POST /api/admin/invitations/accept',
    ]);
  });

  it('answers 401 without a session on every route', async () => {
    for (const route of routes) {
      const response = await request(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual({ message: staffMessages.signInRequired });
    }
  });

  it('answers 403 to every role that may not use a route', async () => {
    let checked = 0;
    for (const route of routes) {
      if (route.access === 'any' || route.access === 'public') continue;
      for (const role of staffRoles) {
        if (route.access.includes(role)) continue;
        const response = await request(route, cookies[role]);
        expect(response.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
        expect(response.json()).toEqual({ message: staffMessages.forbidden });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('keeps case handlers out of leads and posts, and editors out of leads and staff', () => {
    const access = (method: string, url: string) =>
      routes.find((r) => r.method === method && r.url === url)?.access;
    expect(access('GET', '/api/admin/leads')).toEqual(['admin']);
    expect(access('GET', '/api/admin/staff')).toEqual(['admin']);
    expect(access('POST', '/api/admin/staff/:id/unlock')).toEqual(['admin']);
    expect(access('DELETE', '/api/admin/sessions')).toBe('any');
    for (const route of routes.filter((r) => r.url.startsWith('/api/admin/trustlink/'))) {
      expect(route.access, `${route.method} ${route.url}`).toEqual(['admin', 'case_handler']);
    }
    expect(access('POST', '/api/admin/courses')).toEqual(['admin', 'editor']);
    expect(access('POST', '/api/admin/certificates/:certificateId/revoke')).toEqual([
      'admin',
      'editor',
    ]);
    const posts = access('GET', '/api/admin/posts');
    if (posts) expect(posts).not.toContain('case_handler');
  });

  it('refuses an expired session on every route', async () => {
    const { staff, cookie } = await staffWithSession(app, 'admin');
    await app.db
      .update(staffSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(staffSessions.staffId, staff.id));
    const first = await request(routes[0]!, cookie);
    expect(first.statusCode).toBe(401);
    expect(first.json()).toEqual({ message: staffMessages.expired });
    // The expired row is gone: the same cookie stays refused everywhere.
    for (const route of routes) {
      expect((await request(route, cookie)).statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('never answers 500 to bad input from an allowed role', async () => {
    const badIds = ['abc', '-1', '0', '1.5', '99999999999999999999', '%00', '1'];
    const badBodies: unknown[] = [[], 'text', { x: 1 }, { email: 1, role: 'god', title: [] }];
    const badQueries = [
      '?page=abc',
      '?page=-1&pageSize=1000',
      '?kind=nope&from=2024-13-45',
      '?q=%25%27%22',
    ];
    for (const route of routes) {
      // Signing out (here or everywhere) ends the session the loop needs.
      if (route.method === 'DELETE' && route.url.startsWith('/api/admin/session')) continue;
      const role: StaffRole =
        route.access === 'any' || route.access === 'public' ? 'editor' : route.access[0]!;
      const label = `${route.method} ${route.url}`;
      const tries: Partial<InjectOptions>[] = [];
      for (const id of badIds) tries.push({ url: concrete(route.url, id) });
      if (!['GET', 'DELETE'].includes(route.method)) {
        for (const body of badBodies) tries.push({ payload: body as InjectOptions['payload'] });
        tries.push({ payload: '{not json', headers: { 'content-type': 'application/json' } });
      } else {
        for (const query of badQueries) tries.push({ url: concrete(route.url) + query });
      }
      if (route.url.includes(':kind')) {
        tries.push({ url: route.url.replace(':kind', 'nope').replace(':id', '1') });
      }
      for (const extra of tries) {
        const response = await request(route, cookies[role], {
          ...extra,
          headers: { cookie: cookies[role], ...(extra.headers ?? {}) },
        });
        expect(response.statusCode, `${label} ${JSON.stringify(extra)}`).toBeLessThan(500);
        // Some tries (removing staff 1, retrying) change state; a refused session would hide
        // later problems, so sign in again if one ended.
        if (response.statusCode === 401) throw new Error(`${label} signed ${role} out`);
      }
    }
    // Every route, many tries each: more than the default 30 s on a busy machine.
  }, 120_000);

  it('signs the matrix users in again after all that (sanity)', async () => {
    const { staff } = await staffWithSession(app, 'editor');
    await expect(signIn(app, staff.email)).resolves.toMatch(/^staff_session=/);
  });
});
