import { staffMessages } from '@verdantia/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditLog, outboxMessages, staffInvitations, staffUsers } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { createStaff, sessionCookie, signIn, staffWithSession } from '../../test/staff.ts';
import { ensureFirstAdmin } from './bootstrap.ts';

let app: App;
let admin: Awaited<ReturnType<typeof staffWithSession>>;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: 'http://esg.example.org' });
  admin = await staffWithSession(app, 'admin');
});
afterAll(() => app.close());

const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });

async function invite(email: string, role = 'editor', name?: string) {
  const response = await asAdmin('POST', '/api/admin/staff/invitations', { email, role, name });
  const [mail] = await app.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.kind, 'staff-invitation'))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1];
  return { response, mail, token };
}

describe('invitations', () => {
  it('invites by e-mail through the outbox and lets the invitee set a password', async () => {
    const { response, mail, token } = await invite('New.Editor@Example.org', 'editor', 'Nia');
    expect(response.statusCode).toBe(201);
    const { invitation } = response.json();
    expect(invitation).toMatchObject({ email: 'new.editor@example.org', role: 'editor' });
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(mail!.toAddress).toBe('new.editor@example.org');
    expect(mail!.textBody).toContain('http://esg.example.org/admin/accept-invitation?token=');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored, and the audit entry names neither token nor address.
    const [row] = await app.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, invitation.id));
    expect(row!.tokenHash).not.toContain(token!);
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.action, 'staff.invited'));
    expect(JSON.stringify(audit)).not.toContain('new.editor');
    expect(JSON.stringify(audit)).not.toContain(token!);

    const pending = await asAdmin('GET', '/api/admin/staff/invitations');
    expect(pending.json().items.map((i: { email: string }) => i.email)).toContain(
      'new.editor@example.org',
    );

    const short = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, name: 'Nia Editor', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.password).toBeDefined();

    const accepted = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, name: 'Nia Editor', password: 'the editor password' },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().staff).toMatchObject({
      email: 'new.editor@example.org',
      name: 'Nia Editor',
      role: 'editor',
    });
    const cookie = sessionCookie(accepted.headers['set-cookie']);
    const me = await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(me.json().staff.role).toBe('editor');
    await signIn(app, 'new.editor@example.org', 'the editor password');

    // A token works once.
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, name: 'Someone', password: 'another long password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: staffMessages.invitationInvalid });
  });

  it('refuses unknown and expired tokens, and inviting an existing member', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token: 'x'.repeat(43), name: 'X', password: 'a long enough password' },
    });
    expect(unknown.statusCode).toBe(400);

    const { token, response } = await invite('late@example.org');
    await app.db
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffInvitations.id, response.json().invitation.id));
    const expired = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, name: 'Late', password: 'a long enough password' },
    });
    expect(expired.statusCode).toBe(400);

    const existing = await invite(admin.staff.email, 'editor');
    expect(existing.response.statusCode).toBe(409);
    expect(existing.response.json()).toEqual({ message: staffMessages.alreadyStaff });
  });

  it('replaces a pending invitation and can withdraw one', async () => {
    const first = await invite('twice@example.org', 'editor');
    const second = await invite('twice@example.org', 'case_handler');
    const stale = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token: first.token, name: 'T', password: 'a long enough password' },
    });
    expect(stale.statusCode).toBe(400);
    const id = second.response.json().invitation.id;
    expect((await asAdmin('DELETE', `/api/admin/staff/invitations/${id}`)).statusCode).toBe(204);
    expect((await asAdmin('DELETE', `/api/admin/staff/invitations/${id}`)).statusCode).toBe(404);
  });
});

describe('staff management', () => {
  it('lists staff without secrets', async () => {
    const response = await asAdmin('GET', '/api/admin/staff');
    expect(response.statusCode).toBe(200);
    const me = response.json().find((s: { id: number }) => s.id === admin.staff.id);
    expect(me).toMatchObject({ email: admin.staff.email, role: 'admin', status: 'active' });
    expect(me.createdAt).toMatch(/^\d{4}-/);
    expect(response.body).not.toContain('argon2');
  });

  it('changes roles (audited), never its own and never the last admin', async () => {
    const editor = await createStaff(app, 'editor');
    const cookie = await signIn(app, editor.email);
    const promote = await asAdmin('PATCH', `/api/admin/staff/${editor.id}`, { role: 'admin' });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().staff.role).toBe('admin');
    // The role applies to existing sessions at once: an admin must first set up a second factor.
    const leads = await app.inject({ method: 'GET', url: '/api/admin/leads', headers: { cookie } });
    expect(leads.statusCode).toBe(403);
    expect(leads.json().message).toBe('Set up two-step sign-in');
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.role_changed'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      actorEmail: admin.staff.email,
      target: `staff:${editor.id}`,
      detail: { from: 'editor', to: 'admin' },
    });

    const self = await asAdmin('PATCH', `/api/admin/staff/${admin.staff.id}`, { role: 'editor' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: staffMessages.selfRoleChange });

    const back = await asAdmin('PATCH', `/api/admin/staff/${editor.id}`, { role: 'editor' });
    expect(back.statusCode).toBe(200);
    expect((await asAdmin('PATCH', '/api/admin/staff/99999', { role: 'editor' })).statusCode).toBe(
      404,
    );
    const bad = await asAdmin('PATCH', `/api/admin/staff/${editor.id}`, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the last admin: another admin cannot remove or demote them once alone', async () => {
    // A second admin removes the first; the second is then the last and cannot be removed by
    // anyone (themselves included).
    const other = await staffWithSession(app, 'admin');
    const solo = await createTestApp();
    try {
      const a = await staffWithSession(solo, 'admin');
      const b = await staffWithSession(solo, 'admin');
      const del = await solo.inject({
        method: 'DELETE',
        url: `/api/admin/staff/${a.staff.id}`,
        headers: { cookie: b.cookie },
      });
      expect(del.statusCode).toBe(204);
      // a's session ended with the removal.
      const gone = await solo.inject({
        method: 'GET',
        url: '/api/admin/session',
        headers: { cookie: a.cookie },
      });
      expect(gone.statusCode).toBe(401);
      const selfDelete = await solo.inject({
        method: 'DELETE',
        url: `/api/admin/staff/${b.staff.id}`,
        headers: { cookie: b.cookie },
      });
      expect(selfDelete.statusCode).toBe(409);
      expect(selfDelete.json()).toEqual({ message: staffMessages.selfRemoval });
      // Direct database check of the rule that protects the last admin.
      const { changeRole, removeStaff } = await import('./member-changes.ts');
      const actor = { id: 0, email: 'system@example.org' };
      expect(await changeRole(solo.db, actor, b.staff.id, 'editor')).toMatchObject({
        ok: false,
        reason: 'last-admin',
      });
      expect(await removeStaff(solo.db, actor, b.staff.id)).toMatchObject({
        ok: false,
        reason: 'last-admin',
      });
    } finally {
      await solo.close();
    }
    expect(other.staff.role).toBe('admin');
  });

  it('removes a member: 204, sessions ended, sign-in refused, listed no more', async () => {
    const { staff, cookie } = await staffWithSession(app, 'editor');
    expect((await asAdmin('DELETE', `/api/admin/staff/${staff.id}`)).statusCode).toBe(204);
    const me = await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    await expect(signIn(app, staff.email)).rejects.toThrow(/401/);
    const list = (await asAdmin('GET', '/api/admin/staff')).json() as Array<{ id: number }>;
    expect(list.map((s) => s.id)).not.toContain(staff.id);
    expect((await asAdmin('DELETE', `/api/admin/staff/${staff.id}`)).statusCode).toBe(404);
    const [row] = await app.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(row!.removedAt).not.toBeNull();

    // Invited again, the same address gets its account back.
    const { token } = await invite(staff.email, 'case_handler');
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, name: 'Back Again', password: 'a long enough password' },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().staff).toMatchObject({ id: staff.id, role: 'case_handler' });
  });
});

describe('audit log and dashboard', () => {
  it('lists the audit log for admins, newest first, without secrets', async () => {
    const response = await asAdmin('GET', '/api/admin/audit?page=1');
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json();
    expect(total).toBeGreaterThan(5);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-/),
      actorEmail: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      action: expect.any(String),
      target: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      detail: expect.toSatisfy((v: unknown) => v === null || typeof v === 'object'),
    });
    const actions = items.map((i: { action: string }) => i.action);
    expect(actions).toContain('staff.sign_in');
    expect(response.body).not.toMatch(/password"|token=|argon2/);
    expect((await asAdmin('GET', '/api/admin/audit?page=0')).statusCode).toBe(400);
  });

  it('shows each role the counts it may see', async () => {
    const dash = async (role: 'admin' | 'editor' | 'case_handler') => {
      const { cookie } = await staffWithSession(app, role);
      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/dashboard',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    await app.inject({
      method: 'POST',
      url: '/api/addLead',
      payload: { email: 'dash@example.org' },
    });
    const forAdmin = await dash('admin');
    expect(forAdmin.newLeads).toBeGreaterThanOrEqual(1);
    expect(forAdmin.openCases).toBe(0);
    expect(forAdmin.drafts).toEqual(expect.any(Number));
    expect(Object.keys(await dash('editor')).sort()).toEqual(['drafts']);
    expect(Object.keys(await dash('case_handler')).sort()).toEqual(['openCases']);
  });
});

describe('first admin from the environment', () => {
  it('creates the admin when there is none, and only then', async () => {
    const boot = await createTestApp({
      ADMIN_EMAIL: 'First@Example.org',
      ADMIN_PASSWORD: 'the first admin password',
    });
    try {
      const cookie = await signIn(boot, 'first@example.org', 'the first admin password');
      const me = await boot.inject({
        method: 'GET',
        url: '/api/admin/session',
        headers: { cookie },
      });
      expect(me.json().staff.role).toBe('admin');
    } finally {
      await boot.close();
    }
  });
});

describe('first admin, instances starting together', () => {
  it('creates exactly one admin when several bootstraps run at once', async () => {
    const fresh = await createTestApp();
    try {
      const created = await Promise.all(
        [1, 2, 3, 4].map((i) =>
          ensureFirstAdmin(fresh.db, `first-${i}@example.org`, 'the first admin password'),
        ),
      );
      expect(created.filter(Boolean)).toHaveLength(1);
      const admins = await fresh.db.select().from(staffUsers).where(eq(staffUsers.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
