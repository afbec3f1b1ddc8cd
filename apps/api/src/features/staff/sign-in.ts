import { LOCKOUT_MINUTES, MAX_FAILED_SIGN_INS } from '@verdantia/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../../audit/audit.ts';
import { burnVerification, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Database } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { actorOf } from '../../http/route-kit.ts';
import { findStaff, staffTarget, type StaffRow } from './members.ts';

export type SignInResult =
  { outcome: 'ok'; staff: StaffRow } | { outcome: 'bad-credentials' } | { outcome: 'locked' };

/**
 * Checks an e-mail and password. Every path verifies one argon2 hash (a throw-away one for an
 * unknown address), so timing does not reveal which addresses have accounts. The failure that
 * reaches MAX_FAILED_SIGN_INS locks the account for LOCKOUT_MINUTES; while locked even the right
 * password is refused.
 */
export async function checkSignIn(
  db: Database,
  email: string,
  password: string,
): Promise<SignInResult> {
  const [user] = await db
    .select({
      row: staffUsers,
      locked: sql<boolean>`coalesce(${staffUsers.lockedUntil} > now(), false)`,
    })
    .from(staffUsers)
    .where(and(eq(staffUsers.email, email.toLowerCase()), isNull(staffUsers.removedAt)));
  if (!user) {
    await burnVerification(password);
    // The typed address is not recorded: it may be a mistyped password, or a stranger's address.
    await recordAudit(db, {
      actor: null,
      action: 'staff.sign_in_failed',
      detail: { reason: 'unknown_account' },
    });
    return { outcome: 'bad-credentials' };
  }
  const valid = await verifyPassword(user.row.passwordHash, password);
  const target = staffTarget(user.row.id);
  if (user.locked) {
    await recordAudit(db, {
      actor: null,
      action: 'staff.sign_in_failed',
      target,
      detail: { reason: 'locked' },
    });
    return { outcome: 'locked' };
  }
  if (!valid) {
    const reached = sql`${staffUsers.failedSignIns} + 1 >= ${MAX_FAILED_SIGN_INS}`;
    const [updated] = await db
      .update(staffUsers)
      .set({
        failedSignIns: sql`case when ${reached} then 0 else ${staffUsers.failedSignIns} + 1 end`,
        lockedUntil: sql`case when ${reached} then now() + make_interval(mins => ${LOCKOUT_MINUTES}) else ${staffUsers.lockedUntil} end`,
      })
      .where(eq(staffUsers.id, user.row.id))
      .returning({ locked: sql<boolean>`coalesce(${staffUsers.lockedUntil} > now(), false)` });
    const nowLocked = updated?.locked === true;
    await recordAudit(db, {
      actor: null,
      action: 'staff.sign_in_failed',
      target,
      detail: { reason: nowLocked ? 'wrong_password_locked' : 'wrong_password' },
    });
    return nowLocked ? { outcome: 'locked' } : { outcome: 'bad-credentials' };
  }
  const [signedIn] = await db
    .update(staffUsers)
    .set({ failedSignIns: 0, lockedUntil: null, lastSignInAt: sql`now()` })
    .where(eq(staffUsers.id, user.row.id))
    .returning();
  await recordAudit(db, { actor: actorOf(signedIn!), action: 'staff.sign_in', target });
  return { outcome: 'ok', staff: signedIn! };
}

/** Sets a new password after checking the current one. @returns false for a wrong current one. */
export async function changePassword(
  db: Database,
  actor: AuditActor,
  currentPassword: string,
  newPassword: string,
): Promise<boolean> {
  const user = await findStaff(db, actor.id);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) return false;
  const passwordHash = await hashPassword(newPassword);
  await db
    .update(staffUsers)
    .set({ passwordHash, passwordChangedAt: sql`now()` })
    .where(eq(staffUsers.id, actor.id));
  await recordAudit(db, { actor, action: 'staff.password_changed', target: staffTarget(actor.id) });
  return true;
}
