import type { StaffRole } from '@verdantia/domain';
import type { App } from '../app.ts';
import { staffPermissionGrants, staffUsers } from '../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { STAFF_COOKIE } from '../auth/staff-sessions.ts';

export const TEST_PASSWORD = 'correct horse battery staple';

/** Inserts a staff member directly (no invitation). */
export async function createStaff(
  app: App,
  role: StaffRole,
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.org`,
  password = TEST_PASSWORD,
) {
  const [row] = await app.db
    .insert(staffUsers)
    .values({ email, name: `Test ${role}`, role, passwordHash: await hashPassword(password) })
    .returning();
  return row!;
}

/** Signs in through the API. @returns the Cookie header value for later requests. */
export async function signIn(app: App, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return sessionCookie(response.headers['set-cookie']);
}

/** `staff_session=<token>` from a Set-Cookie header. */
export function sessionCookie(header: string | string[] | undefined): string {
  const list = Array.isArray(header) ? header : header ? [header] : [];
  const found = list.find((c) => c.startsWith(`${STAFF_COOKIE}=`));
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
