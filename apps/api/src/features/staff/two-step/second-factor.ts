import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../../audit/audit.ts';
import { isRefusal, type SignInGuard } from '../../../auth/sign-in-guard.ts';
import { newTotpSecret, openTotpSecret, sealTotpSecret, totpStep } from '../../../auth/totp.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { staffRecoveryCodes, staffSessions, staffUsers } from '../../../db/schema/index.ts';
import { actorOf } from '../../../http/route-kit.ts';
import { findStaff, staffTarget, type StaffRow } from '../members.ts';
import { accountKey } from '../sign-in.ts';
import { issueRecoveryCodes, useRecoveryCode } from './recovery-codes.ts';

// Enrolling and checking the second factor. Every code check (at sign-in and at enrolment) is an
// attempt on the same shared counter as the password (sign-in-guard.ts): wrong codes lock the
// account for this client exactly as wrong passwords do, and parallel guesses are counted before
// any is checked.

type KeyConfig = Pick<Config, 'DATA_KEY' | 'DATA_KEY_PREVIOUS'>;
export type CodeOutcome = 'ok' | 'bad' | 'locked';
/** 'refused': not even checked (this client is locked out); answered like 'locked'. */
type CheckedOutcome = CodeOutcome | 'refused';

/**
 * Accepts a step for a member at most once, in one conditional update: of two requests with the
 * same code (or any code of an earlier step) only one can move the step forward.
 */
async function acceptStep(db: Database, staffId: number, step: number): Promise<boolean> {
  const moved = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffUsers.id, staffId),
        or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
      ),
    )
    .returning({ id: staffUsers.id });
  return moved.length === 1;
}

/** Counts the attempt, runs `check`, settles the counter. */
async function counted(
  guard: SignInGuard,
  user: StaffRow,
  client: string,
  check: () => Promise<boolean>,
): Promise<CheckedOutcome> {
  const ticket = await guard.begin(accountKey(user.email, user.lockoutGeneration), client);
  if (isRefusal(ticket)) return 'refused';
  if (await check()) {
    await guard.succeeded(ticket);
    return 'ok';
  }
  return (await guard.failed(ticket)) ? 'locked' : 'bad';
}

/** Starts (or restarts) TOTP enrolment: a new pending secret, sealed, and what to show. */
export async function startTotpEnrolment(db: Database, config: KeyConfig, user: StaffRow) {
  const enrolment = await newTotpSecret(user.email);
  await db
    .update(staffUsers)
    .set({ totpPendingSecret: sealTotpSecret(config, user.id, enrolment.secret) })
    .where(eq(staffUsers.id, user.id));
  return enrolment;
}

/**
 * Confirms enrolment with a code of the pending secret. @returns the recovery codes (to show once)
 * on success; 'bad' or 'locked' otherwise.
 */
export async function confirmTotpEnrolment(
  db: Database,
  guard: SignInGuard,
  config: KeyConfig,
  input: { user: StaffRow; sessionId: number; code: string; client: string },
): Promise<string[] | Exclude<CodeOutcome, 'ok'>> {
  const { user } = input;
  const pending = user.totpPendingSecret!;
  const secret = openTotpSecret(config, user.id, pending);
  let step: number | undefined;
  const outcome = await counted(guard, user, input.client, async () => {
    step = await totpStep(secret, input.code, null);
    return step !== undefined;
  });
  if (outcome !== 'ok') return outcome === 'refused' ? 'locked' : outcome;
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({
        totpSecret: pending,
        totpPendingSecret: null,
        totpLastStep: step!,
        totpEnabledAt: sql`now()`,
      })
      .where(and(eq(staffUsers.id, user.id), isNotNull(staffUsers.totpPendingSecret)));
    await markVerified(tx, input.sessionId);
    await recordAudit(tx, {
      actor: actorOf(user),
      action: 'staff.two_step_enrolled',
      target: staffTarget(user.id),
    });
  });
  return issueRecoveryCodes(db, user.id);
}

/** The session proved the second factor now. */
export async function markVerified(db: Database, sessionId: number) {
  await db
    .update(staffSessions)
    .set({ awaitingSecondFactor: false, secondFactorAt: sql`now()` })
    .where(eq(staffSessions.id, sessionId));
}

/**
 * Checks the second step of a sign-in: a TOTP code (a step accepted once) or an unused recovery
 * code. On success the session is no longer awaiting the second factor.
 */
export async function checkSecondFactor(
  db: Database,
  guard: SignInGuard,
  config: KeyConfig,
  input: { staffId: number; sessionId: number; code: string; client: string },
): Promise<CodeOutcome> {
  const user = await findStaff(db, input.staffId);
  if (!user?.totpSecret) return 'bad';
  const secret = openTotpSecret(config, user.id, user.totpSecret);
  const isTotp = /^\d{6}$/.test(input.code);
  const outcome = await counted(guard, user, input.client, async () => {
    if (!isTotp) return useRecoveryCode(db, user.id, input.code);
    const step = await totpStep(secret, input.code, user.totpLastStep);
    return step !== undefined && (await acceptStep(db, user.id, step));
  });
  await recordAudit(db, {
    actor: actorOf(user),
    action: outcome === 'ok' ? 'staff.two_step_passed' : 'staff.two_step_failed',
    target: staffTarget(user.id),
    detail: { method: isTotp ? 'totp' : 'recovery_code', ...(outcome === 'ok' ? {} : { outcome }) },
  });
  if (outcome === 'ok') await markVerified(db, input.sessionId);
  return outcome === 'refused' ? 'locked' : outcome;
}

/** Removes a member's second factor (an admin's reset) and ends their sessions. */
export async function resetSecondFactor(db: Database, staffId: number) {
  await db
    .update(staffUsers)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, totpEnabledAt: null })
    .where(eq(staffUsers.id, staffId));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}
