import { staffMessages, twoStepMessages } from '@verdantia/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../../app.ts';
import { auditLog, staffUsers } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import {
  createStaff,
  sessionCookie,
  signIn,
  TEST_PASSWORD,
  TEST_TOTP_SECRET,
  totpCode,
} from '../../../test/staff.ts';

// Two-step sign-in: enrolment, the code step, replay, recovery codes, the shared lockout, the
// policy for roles that read cases, and an admin's reset. Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object, extra = {}) =>
  app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...extra },
    ...(payload ? { payload } : {}),
  });

/** Password only: the session that still owes the code. */
async function passwordStep(email: string, remoteAddress = '127.0.0.1') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    remoteAddress,
    payload: { email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return { cookie: sessionCookie(response.headers['set-cookie']), body: response.json() };
}

/** Every row of every table, as text (what a database dump would hold). */
async function everyRow(): Promise<string> {
  const tables = (await app.db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema()`,
  )) as unknown as { rows: { table_name: string }[] };
  const dumps: unknown[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await app.db.execute(sql.raw(`select * from "${table_name}"`))) as unknown as {
      rows: unknown[];
    };
    dumps.push(rows.rows);
  }
  return JSON.stringify(dumps).toLowerCase();
}

describe('two-step policy', () => {
  it('refuses every case endpoint to a case handler without a second factor, then enrols', async () => {
    const handler = await createStaff(app, 'case_handler', undefined, TEST_PASSWORD, false);
    const { cookie, body } = await passwordStep(handler.email);
    expect(body.twoStep).toBe('enrolment-required');

    const caseRoutes = app.staffRouteTable.filter(
      (r) =>
        r.url.startsWith('/api/admin/trustlink/') &&
        (r.access === 'any' || (Array.isArray(r.access) && r.access.includes('case_handler'))),
    );
    expect(caseRoutes.length).toBeGreaterThanOrEqual(5);
    for (const route of caseRoutes) {
      const url = route.url.replace(':id', '1').replace(':evidenceId', '1');
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const response = await call(route.method as Method, url, cookie, payload);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().message).toBe('Set up two-step sign-in');
    }
    console.info(
      `case endpoints refused before enrolment: ${caseRoutes.length} of ${caseRoutes.length}`,
    );

    // The session itself and enrolment stay open.
    expect((await call('GET', '/api/admin/session', cookie)).json().twoStep).toBe(
      'enrolment-required',
    );
    const start = await call('POST', '/api/admin/two-step/totp/start', cookie, {});
    expect(start.statusCode).toBe(200);
    const { secret, qrSvg, otpauthUrl } = start.json();
    expect(qrSvg).toContain('<svg');
    expect(otpauthUrl).toContain(`secret=${secret}`);

    const wrong = await call('POST', '/api/admin/two-step/totp/confirm', cookie, {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(401);
    const confirmed = await call('POST', '/api/admin/two-step/totp/confirm', cookie, {
      code: await totpCode(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    expect((await call('GET', '/api/admin/trustlink/cases', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/session', cookie)).json().twoStep).toBe('verified');

    // A dump holds neither the secret nor any recovery code in clear.
    const dump = await everyRow();
    expect(dump).not.toContain(secret.toLowerCase());
    for (const code of recoveryCodes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace('-', ''));
    }
  });

  it('lets an editor work without a second factor', async () => {
    const editor = await createStaff(app, 'editor');
    const { cookie, body } = await passwordStep(editor.email);
    expect(body.twoStep).toBe('not-required');
    expect((await call('GET', '/api/admin/dashboard', cookie)).statusCode).toBe(200);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code, refuses a replayed one, and takes each recovery code once', async () => {
    const admin = await createStaff(app, 'admin');
    const first = await passwordStep(admin.email);
    expect(first.body.twoStep).toBe('code-required');
    const early = await call('GET', '/api/admin/staff', first.cookie);
    expect(early.statusCode).toBe(401);
    expect(early.json().message).toBe(twoStepMessages.codeRequired);

    const code = await totpCode();
    const passed = await call('POST', '/api/admin/session/code', first.cookie, { code });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().twoStep).toBe('verified');
    expect((await call('GET', '/api/admin/staff', first.cookie)).statusCode).toBe(200);

    // The same code again, from a new sign-in: refused (one acceptance per 30-second step).
    const second = await passwordStep(admin.email);
    const replay = await call('POST', '/api/admin/session/code', second.cookie, { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(twoStepMessages.badCode);

    // A recovery code works once.
    const enrolled = await createStaff(app, 'case_handler', undefined, TEST_PASSWORD, false);
    const session = await passwordStep(enrolled.email);
    const { secret } = (
      await call('POST', '/api/admin/two-step/totp/start', session.cookie, {})
    ).json();
    const { recoveryCodes } = (
      await call('POST', '/api/admin/two-step/totp/confirm', session.cookie, {
        code: await totpCode(secret),
      })
    ).json() as { recoveryCodes: string[] };
    const again = await passwordStep(enrolled.email);
    const withRecovery = await call('POST', '/api/admin/session/code', again.cookie, {
      code: recoveryCodes[3],
    });
    expect(withRecovery.statusCode).toBe(200);
    const once = await passwordStep(enrolled.email);
    const reused = await call('POST', '/api/admin/session/code', once.cookie, {
      code: recoveryCodes[3],
    });
    expect(reused.statusCode).toBe(401);
  });

  it('checks at most 5 of 50 parallel wrong codes, then the shared lockout holds', async () => {
    const admin = await createStaff(app, 'admin');
    const attacker = '198.51.100.70';
    const { cookie } = await passwordStep(admin.email, attacker);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/session/code',
          remoteAddress: attacker,
          headers: { cookie },
          payload: { code: String(100000 + i) },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    const failed = await app.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(
        and(eq(auditLog.target, `staff:${admin.id}`), eq(auditLog.action, 'staff.two_step_failed')),
      );
    const checked = failed.filter((f) => f.detail?.outcome !== 'refused').length;
    console.info(
      `50 parallel wrong codes: ${checked} checked, ${statuses.filter((s) => s === 401).length}×401, ${statuses.filter((s) => s === 429).length}×429`,
    );
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(45);
    // The right code, and the right password, are now refused from this client alike.
    await app.db.update(staffUsers).set({ totpLastStep: null }).where(eq(staffUsers.id, admin.id));
    const right = await app.inject({
      method: 'POST',
      url: '/api/admin/session/code',
      remoteAddress: attacker,
      headers: { cookie },
      payload: { code: await totpCode() },
    });
    expect(right.statusCode).toBe(429);
    const password = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      remoteAddress: attacker,
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    expect(password.statusCode).toBe(429);
    expect(password.json().message).toBe(staffMessages.locked);
  });
});

describe("an admin's reset", () => {
  it('needs a recent second factor of the admin, is audited and ends the member’s sessions', async () => {
    const admin = await createStaff(app, 'admin');
    const adminCookie = await signIn(app, admin.email);
    const handler = await createStaff(app, 'case_handler');
    const handlerCookie = await signIn(app, handler.email);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const stale = await call(
      'POST',
      `/api/admin/staff/${handler.id}/two-step/reset`,
      adminCookie,
      {},
    );
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(twoStepMessages.recentFactorRequired);
    vi.useRealTimers();

    const reset = await call(
      'POST',
      `/api/admin/staff/${handler.id}/two-step/reset`,
      adminCookie,
      {},
    );
    expect(reset.statusCode).toBe(204);
    expect((await call('GET', '/api/admin/session', handlerCookie)).statusCode).toBe(401);
    const [row] = await app.db.select().from(staffUsers).where(eq(staffUsers.id, handler.id));
    expect(row!.totpSecret).toBeNull();
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.two_step_reset'));
    expect(entry).toMatchObject({ actorEmail: admin.email, target: `staff:${handler.id}` });
    // At the next sign-in the member must enrol again.
    expect((await passwordStep(handler.email)).body.twoStep).toBe('enrolment-required');
  });
});

describe('session hygiene', () => {
  it('refuses a write from another site and clears site data at sign-out', async () => {
    const editor = await createStaff(app, 'editor');
    const cookie = await signIn(app, editor.email);
    const cross = await call('DELETE', '/api/admin/session', cookie, undefined, {
      origin: 'https://evil.example',
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().message).toBe(twoStepMessages.crossSite);
    const out = await call('DELETE', '/api/admin/session', cookie, undefined, {
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
    });
    expect(out.statusCode).toBe(204);
    expect(out.headers['clear-site-data']).toContain('"storage"');
  });

  it('the test secret is the one the helper enrols', () => {
    expect(TEST_TOTP_SECRET).toMatch(/^[A-Z2-7]{32}$/);
  });
});
