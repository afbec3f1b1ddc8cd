import { LOCKOUT_MINUTES } from '@verdantia/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../../audit/audit.ts';
import { burnVerification, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { isRefusal, type SignInGuard } from '../../auth/sign-in-guard.ts';
import type { Database } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { actorOf } from '../../http/route-kit.ts';
import { findStaff, staffTarget, type StaffRow } from './members.ts';

export type SignInResult =
  | { outcome: 'ok'; staff: StaffRow }
  | { outcome: 'bad-credentials' }
  | { outcome: 'locked'; retryAfterSeconds: number };

/** Counter key of an account: the address as typed (lower-cased), and its lockout generation. */
export const accountKey = (email: string, generation: number) => `${email}#${generation}`;

/**
 * Checks an e-mail and password from one client address. The attempt is counted first (see
 * auth/sign-in-guard.ts) and nothing is checked once the address is locked out of the account.
 * Unknown and known addresses take the same path: the same counters, one argon2 verification (a
 * throw-away hash for an unknown address), the same answers, so neither the status, the message
 * nor the timing tells who has an account.
 */
export async function checkSignIn(
  db: Database,
  guard: SignInGuard,
  input: { email: string; password: string; client: string },
): Promise<SignInResult> {
  const email = input.email.toLowerCase();
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.email, email), isNull(staffUsers.removedAt)));
  const target = user ? staffTarget(user.id) : undefined;
  // The typed address of an unknown account is never recorded: it may be a mistyped password.
  const failure = (reason: string) =>
    recordAudit(db, {
      actor: null,
      action: 'staff.sign_in_failed',
      ...(target ? { target } : {}),
      detail: { reason: user ? reason : 'unknown_account' },
    });

  const ticket = await guard.begin(accountKey(email, user?.lockoutGeneration ?? 0), input.client);
  if (isRefusal(ticket)) {
    await failure('locked');
    return { outcome: 'locked', retryAfterSeconds: ticket.retryAfterSeconds };
  }
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnVerification(input.password);
  if (!valid || !user) {
    const nowLocked = await guard.failed(ticket);
    // What admins see in the staff list; the counters, not this column, decide.
    if (nowLocked && user) {
      await db
        .update(staffUsers)
        .set({ lockedUntil: sql`now() + make_interval(mins => ${LOCKOUT_MINUTES})` })
        .where(eq(staffUsers.id, user.id));
    }
    await failure(nowLocked ? 'wrong_password_locked' : 'wrong_password');
    return nowLocked
      ? { outcome: 'locked', retryAfterSeconds: nowLocked.retryAfterSeconds }
      : { outcome: 'bad-credentials' };
  }
  await guard.succeeded(ticket);
  const [signedIn] = await db
    .update(staffUsers)
    .set({ lockedUntil: null, lastSignInAt: sql`now()` })
    .where(eq(staffUsers.id, user.id))
    .returning();
  await recordAudit(db, { actor: actorOf(signedIn!), action: 'staff.sign_in', target });
  return { outcome: 'ok', staff: signedIn! };
}

/**
 * Sets a new password after checking the current one. The check counts like a sign-in attempt
 * from this client (a stolen session must not become a password-guessing oracle).
 * @returns 'wrong' for a wrong current password, 'locked' once too many were wrong.
 */
export async function changePassword(
  db: Database,
  guard: SignInGuard,
  actor: AuditActor,
  input: { currentPassword: string; newPassword: string; client: string },
): Promise<'changed' | 'wrong' | 'locked'> {
  const user = await findStaff(db, actor.id);
  if (!user) return 'wrong';
  const ticket = await guard.begin(accountKey(user.email, user.lockoutGeneration), input.client);
  if (isRefusal(ticket)) return 'locked';
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    const nowLocked = await guard.failed(ticket);
    await recordAudit(db, {
      actor,
      action: 'staff.sign_in_failed',
      target: staffTarget(actor.id),
      detail: { reason: nowLocked ? 'wrong_current_password_locked' : 'wrong_current_password' },
    });
    return nowLocked ? 'locked' : 'wrong';
  }
  await guard.succeeded(ticket);
  const passwordHash = await hashPassword(input.newPassword);
  await db
    .update(staffUsers)
    .set({ passwordHash, passwordChangedAt: sql`now()` })
    .where(eq(staffUsers.id, actor.id));
  await recordAudit(db, { actor, action: 'staff.password_changed', target: staffTarget(actor.id) });
  return 'changed';
}
