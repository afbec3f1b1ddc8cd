import { roleNeedsTwoStep, type StaffRole } from '@verdantia/domain';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import type { App } from '../app.ts';
import { staffPermissionGrants, staffUsers } from '../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { STAFF_COOKIE } from '../auth/staff-sessions.ts';
import { sealTotpSecret } from '../auth/totp.ts';

export const TEST_PASSWORD = 'correct horse battery staple';
/** The authenticator secret of every test member created with a second factor (base32). */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The current code of a TOTP secret (what the authenticator app shows). */
export const totpCode = (secret = TEST_TOTP_SECRET, epoch?: number) =>
  generate({ secret, ...(epoch !== undefined ? { epoch } : {}) });

/**
 * Inserts a staff member directly (no invitation). Roles that must have a second factor get one
 * (TEST_TOTP_SECRET), as if enrolled, unless `twoStep` is false; editors only when it is true.
 */
export async function createStaff(
  app: App,
  role: StaffRole,
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.org`,
  password = TEST_PASSWORD,
  twoStep = roleNeedsTwoStep(role),
) {
  const [row] = await app.db
    .insert(staffUsers)
    .values({ email, name: `Test ${role}`, role, passwordHash: await hashPassword(password) })
    .returning();
  if (!twoStep) return row!;
  const [enrolled] = await app.db
    .update(staffUsers)
    .set({
      totpSecret: sealTotpSecret(app.config, row!.id, TEST_TOTP_SECRET),
      totpEnabledAt: sql`now()`,
    })
    .where(eq(staffUsers.id, row!.id))
    .returning();
  return enrolled!;
}

/**
 * Signs in through the API: the password, then (for a member with a second factor) the current
 * code. A code is accepted once per 30-second step; tests sign the same member in several times
 * within one step, so the helper forgets the last accepted step first, as if the next step had
 * come. @returns the Cookie header value for later requests.
 */
export async function signIn(app: App, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  const cookie = sessionCookie(response.headers['set-cookie']);
  if (response.json<{ twoStep: string }>().twoStep !== 'code-required') return cookie;
  await app.db
    .update(staffUsers)
    .set({ totpLastStep: null })
    .where(eq(staffUsers.email, email.toLowerCase()));
  const second = await app.inject({
    method: 'POST',
    url: '/api/admin/session/code',
    headers: { cookie },
    payload: { code: await totpCode() },
  });
  if (second.statusCode !== 200) {
    throw new Error(`second step failed: ${second.statusCode} ${second.body}`);
  }
  return cookie;
}

/** `staff_session=<token>` from a Set-Cookie header. */
export function sessionCookie(header: string | string[] | undefined): string {
  const list = Array.isArray(header) ? header : header ? [header] : [];
  const found = list.find((c) => new RegExp(`^(__Host-)?${STAFF_COOKIE}=`).test(c));
  if (!found) throw new Error('no session cookie');
  return found.split(';')[0]!;
}

/** A staff member of this role, signed in. */
export async function staffWithSession(app: App, role: StaffRole) {
  const staff = await createStaff(app, role);
  return { staff, cookie: await signIn(app, staff.email) };
}

/** Grants the TrustLink case-manager permission (need to know: the admin role alone reads no case). */
export async function grantCaseManager(app: App, staffId: number) {
  await app.db
    .insert(staffPermissionGrants)
    .values({ staffId, permission: 'case_manager' })
    .onConflictDoNothing();
}

/** A signed-in case manager of this role (admin by default). */
export async function caseManagerWithSession(app: App, role: StaffRole = 'admin') {
  const signedIn = await staffWithSession(app, role);
  await grantCaseManager(app, signedIn.staff.id);
  return signedIn;
}
