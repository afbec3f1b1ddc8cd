import { staffMessages } from '@verdantia/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { auditLog, staffSessions, staffUsers } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { createStaff, sessionCookie, signIn, TEST_PASSWORD } from '../../test/staff.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const session = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/admin/session', headers: cookie ? { cookie } : {} });

describe('staff sign-in', () => {
  it('signs in with the right password and sets a strict, httpOnly cookie', async () => {
    const staff = await createStaff(app, 'editor', 'Editor.One@Example.org'.toLowerCase());
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: 'Editor.One@Example.org', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      staff: { id: staff.id, email: staff.email, name: staff.name, role: 'editor' },
      twoStep: 'not-required',
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure'); // PUBLIC_URL is http in tests

    // Only the token's SHA-256 is stored.
    const token = sessionCookie(response.headers['set-cookie']).split('=')[1]!;
    const rows = await app.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, staff.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(token);

    const me = await session(sessionCookie(response.headers['set-cookie']));
    expect(me.statusCode).toBe(200);
    expect(me.json().staff.email).toBe(staff.email);

    const [user] = await app.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.lastSignInAt).not.toBeNull();
  });

  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const staff = await createStaff(app, 'editor');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: staff.email, password: 'not the password at all' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: 'nobody@example.org', password: 'not the password at all' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: staffMessages.badCredentials });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('locks the account for 15 minutes after 5 failures, even for the right password', async () => {
    const staff = await createStaff(app, 'admin');
    const attempt = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: staff.email, password },
      });
    for (let i = 1; i <= 4; i++)
      expect((await attempt(`wrong password ${i}`)).statusCode).toBe(401);
    const fifth = await attempt('wrong password 5');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ message: staffMessages.locked });
    const right = await attempt(TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many failed sign-ins. Try again in 15 minutes.');

    const [user] = await app.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    const minutes = (user!.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15.1);

    // The lockout over, the right password works again and resets the counter. The counters
    // keep time with the clock, not with the locked_until column the staff list shows.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 15 * 60_000 + 1_000);
      expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }

    const failures = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `staff:${staff.id}`));
    expect(failures.map((f) => f.action)).toContain('staff.sign_in_failed');
    expect(JSON.stringify(failures)).not.toContain('wrong password');
  });

  it('refuses a removed account', async () => {
    const staff = await createStaff(app, 'editor');
    await app.db
      .update(staffUsers)
      .set({ removedAt: sql`now()` })
      .where(eq(staffUsers.id, staff.id));
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: staff.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });

  it('validates the body (400, never 500)', async () => {
    for (const payload of [
      {},
      { email: 'x' },
      { email: 'a@b.co', password: 'p'.repeat(300) },
      [],
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/admin/session', payload });
      expect(response.statusCode).toBe(400);
    }
    const text = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.co&password=x',
    });
    expect(text.statusCode).toBe(400);
  });
});

describe('staff sessions', () => {
  it('answers 401 without a cookie or with a forged one', async () => {
    expect((await session()).json()).toEqual({ message: staffMessages.signInRequired });
    expect((await session()).statusCode).toBe(401);
    expect((await session('staff_session=nonsense')).statusCode).toBe(401);
    expect((await session(`staff_session=${'A'.repeat(43)}`)).statusCode).toBe(401);
  });

  it('slides the idle timeout and refuses an expired session with a clear message', async () => {
    const staff = await createStaff(app, 'case_handler');
    const cookie = await signIn(app, staff.email);
    const [before] = await app.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, staff.id));
    const idle = (before!.expiresAt.getTime() - before!.lastSeenAt.getTime()) / 60_000;
    expect(Math.round(idle)).toBe(30);

    // 29 minutes idle: still valid, and the window moves on.
    await app.db
      .update(staffSessions)
      .set({ expiresAt: sql`now() + interval '1 minute'` })
      .where(eq(staffSessions.id, before!.id));
    expect((await session(cookie)).statusCode).toBe(200);
    const [after] = await app.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.id, before!.id));
    expect(after!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);

    // Past the idle timeout.
    await app.db
      .update(staffSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffSessions.id, before!.id));
    const expired = await session(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: staffMessages.expired });
    expect(String(expired.headers['set-cookie'])).toMatch(/staff_session=;/);
    const left = await app.db.select().from(staffSessions).where(eq(staffSessions.id, before!.id));
    expect(left).toHaveLength(0);
  });

  it('ends a session older than the absolute limit', async () => {
    const staff = await createStaff(app, 'editor');
    const cookie = await signIn(app, staff.email);
    await app.db
      .update(staffSessions)
      .set({ createdAt: sql`now() - interval '13 hours'` })
      .where(eq(staffSessions.staffId, staff.id));
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('signs out: 204, the row deleted, the cookie cleared', async () => {
    const staff = await createStaff(app, 'editor');
    const cookie = await signIn(app, staff.email);
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/staff_session=;/);
    expect((await session(cookie)).statusCode).toBe(401);
    const rows = await app.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, staff.id));
    expect(rows).toHaveLength(0);
  });

  it('accepts an empty JSON body on bodyless back-office writes', async () => {
    const staff = await createStaff(app, 'editor');
    const cookie = await signIn(app, staff.email);
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(204);
    // Elsewhere an empty JSON body is still an error.
    const form = await app.inject({
      method: 'POST',
      url: '/api/addLead',
      headers: { 'content-type': 'application/json' },
    });
    expect(form.statusCode).toBe(400);
  });

  it('marks the cookie Secure when the site runs on https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://esg.example.org' });
    try {
      const staff = await createStaff(secure, 'editor');
      const response = await secure.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: staff.email, password: TEST_PASSWORD },
      });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toContain('Secure');
      // __Host-: Secure, no Domain, Path=/ (the browser refuses it otherwise).
      expect(setCookie).toMatch(/^__Host-staff_session=[A-Za-z0-9_-]{43};/);
      expect(setCookie).not.toContain('Domain');
      const cookie = setCookie.split(';')[0]!;
      const me = await secure.inject({
        method: 'GET',
        url: '/api/admin/session',
        headers: { cookie },
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });
});

describe('password change', () => {
  it('checks the current password, sets the new one and ends the other sessions', async () => {
    const staff = await createStaff(app, 'editor');
    const first = await signIn(app, staff.email);
    const second = await signIn(app, staff.email);
    const change = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/password',
        headers: { cookie: first },
        payload,
      });

    const wrong = await change({
      currentPassword: 'not mine at all',
      newPassword: 'a new long password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.currentPassword).toEqual([staffMessages.wrongCurrentPassword]);
    const short = await change({ currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.newPassword).toBeDefined();

    const ok = await change({ currentPassword: TEST_PASSWORD, newPassword: 'a new long password' });
    expect(ok.statusCode).toBe(204);
    expect((await session(first)).statusCode).toBe(200);
    expect((await session(second)).statusCode).toBe(401);
    await signIn(app, staff.email, 'a new long password');
    await expect(signIn(app, staff.email)).rejects.toThrow(/401/);
  });

  it('refuses a state change that is not JSON (CSRF)', async () => {
    const staff = await createStaff(app, 'editor');
    const cookie = await signIn(app, staff.email);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/password',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: 'currentPassword=x',
    });
    expect(response.statusCode).toBe(400);
    const bodyless = await app.inject({
      method: 'POST',
      url: '/api/admin/password',
      headers: { cookie },
    });
    expect(bodyless.statusCode).toBe(400);
  });
});
