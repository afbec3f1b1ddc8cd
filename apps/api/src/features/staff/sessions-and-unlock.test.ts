import { staffMessages } from '@verdantia/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditLog, staffSessions, staffUsers } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { createStaff, signIn, staffWithSession, TEST_PASSWORD } from '../../test/staff.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const session = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/admin/session', headers: cookie ? { cookie } : {} });
const lastAudit = async () =>
  (await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const cookiesOf = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header : header ? [header] : []).map((c) => c.split(';')[0]!);

describe('signing out', () => {
  it("DELETE /api/admin/session ends this browser's session only", async () => {
    const staff = await createStaff(app, 'editor');
    const here = await signIn(app, staff.email);
    const elsewhere = await signIn(app, staff.email);
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { cookie: here },
    });
    expect(out.statusCode).toBe(204);
    expect((await session(here)).statusCode).toBe(401);
    expect((await session(elsewhere)).statusCode).toBe(200);
  });

  it('DELETE /api/admin/sessions ends every session of the member, audited', async () => {
    const staff = await createStaff(app, 'case_handler');
    const other = await staffWithSession(app, 'editor');
    const here = await signIn(app, staff.email);
    const elsewhere = await signIn(app, staff.email);
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/admin/sessions',
      headers: { cookie: here },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/staff_session=;/);
    expect((await session(here)).statusCode).toBe(401);
    expect((await session(elsewhere)).statusCode).toBe(401);
    expect((await session(other.cookie)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'staff.signed_out_everywhere',
      actorId: staff.id,
      target: `staff:${staff.id}`,
    });
  });
});

describe('an expired session', () => {
  it('keeps saying it expired after a reload, until the next sign-in, without a usable session', async () => {
    const staff = await createStaff(app, 'editor');
    const cookie = await signIn(app, staff.email);
    await app.db
      .update(staffSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffSessions.staffId, staff.id));
    const expired = await session(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: staffMessages.expired });
    // What the browser keeps: the session cookie cleared, the marker set.
    const marker = cookiesOf(expired.headers['set-cookie']).find((c) =>
      c.startsWith('staff_session_expired='),
    );
    expect(marker).toBe('staff_session_expired=1');
    expect(String(expired.headers['set-cookie'])).toMatch(/staff_session_expired=1;.*HttpOnly/);

    // A reload sends only the marker: still "expired", and no session exists.
    const reload = await session(marker);
    expect(reload.statusCode).toBe(401);
    expect(reload.json()).toEqual({ message: staffMessages.expired });
    const again = await session(marker);
    expect(again.json()).toEqual({ message: staffMessages.expired });
    const rows = await app.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, staff.id));
    expect(rows).toHaveLength(0);

    // Signing in again clears the marker.
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { cookie: marker! },
      payload: { email: staff.email, password: TEST_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(String(signedIn.headers['set-cookie'])).toMatch(/staff_session_expired=;/);
    // Without the marker a missing session is the ordinary "please sign in".
    expect((await session()).json()).toEqual({ message: staffMessages.signInRequired });
  });
});

describe('unlocking an account', () => {
  it('lists the lock end and lets an admin lift it (204, audited)', async () => {
    const admin = await staffWithSession(app, 'admin');
    const locked = await createStaff(app, 'editor');
    for (let i = 0; i < 5; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: locked.email, password: 'wrong password, again' },
      });
    }
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/staff',
      headers: { cookie: admin.cookie },
    });
    const item = list.json().find((s: { id: number }) => s.id === locked.id);
    expect(item.status).toBe('locked');
    expect(Date.parse(item.lockedUntil)).toBeGreaterThan(Date.now());
    const me = list.json().find((s: { id: number }) => s.id === admin.staff.id);
    expect(me.lockedUntil).toBeNull();

    const unlock = await app.inject({
      method: 'POST',
      url: `/api/admin/staff/${locked.id}/unlock`,
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    });
    expect(unlock.statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: 'staff.unlocked',
      actorId: admin.staff.id,
      target: `staff:${locked.id}`,
    });
    const [row] = await app.db.select().from(staffUsers).where(eq(staffUsers.id, locked.id));
    // Counters live in the counter store; the unlock starts a new generation of them.
    expect(row).toMatchObject({ lockedUntil: null, lockoutGeneration: 1 });
    await expect(signIn(app, locked.email)).resolves.toMatch(/^staff_session=/);

    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/staff/999999/unlock',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: staffMessages.staffNotFound });
  });
});
