import {
  INVITATION_DAYS,
  LOCKOUT_MINUTES,
  site,
  staffRoleLabels,
  type StaffRole,
} from '@verdantia/domain';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SignInGuard } from '../../auth/sign-in-guard.ts';
import { recordAudit, type AuditActor } from '../../audit/audit.ts';
import { actorOf } from '../../http/route-kit.ts';
import type { Database } from '../../db/client.ts';
import {
  staffInvitations,
  staffSessions as staffSessionsTable,
  staffUsers,
} from '../../db/schema/index.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { burnVerification, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { hashToken, newToken } from '../../auth/staff-sessions.ts';

type StaffRow = typeof staffUsers.$inferSelect;

export const publicStaff = (row: Pick<StaffRow, 'id' | 'email' | 'name' | 'role'>) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

/** Active staff with a role (not removed): used for the last-admin rule. */
export async function countActiveAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), isNull(staffUsers.removedAt)));
  return row?.n ?? 0;
}

const staffTarget = (id: number) => `staff:${id}`;

export type SignInResult =
  { outcome: 'ok'; staff: StaffRow } | { outcome: 'bad-credentials' } | { outcome: 'locked' };

/** Counter key of an account: the address as typed (lower-cased), and its lockout generation. */
const accountKey = (email: string, generation: number) => `${email}#${generation}`;

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
  if (!ticket) {
    await failure('locked');
    return { outcome: 'locked' };
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
    return nowLocked ? { outcome: 'locked' } : { outcome: 'bad-credentials' };
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
 * Ends every lockout of this account, from every address: a new generation makes all its
 * counters start afresh (in memory, PostgreSQL or Redis alike).
 */
export async function clearSignInLockout(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ lockoutGeneration: sql`${staffUsers.lockoutGeneration} + 1`, lockedUntil: null })
    .where(and(eq(staffUsers.id, id), isNull(staffUsers.removedAt)))
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

export async function findStaff(db: Database, id: number): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.id, id), isNull(staffUsers.removedAt)));
  return row;
}

/** Active staff, oldest first, with 'locked' while a lockout runs. */
export async function listStaff(db: Database) {
  const rows = await db
    .select({
      row: staffUsers,
      locked: sql<boolean>`coalesce(${staffUsers.lockedUntil} > now(), false)`,
    })
    .from(staffUsers)
    .where(isNull(staffUsers.removedAt))
    .orderBy(asc(staffUsers.createdAt), asc(staffUsers.id));
  return rows.map(({ row, locked }) => ({
    ...publicStaff(row),
    status: locked ? ('locked' as const) : ('active' as const),
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  }));
}

/**
 * Creates an invitation (replacing a pending one for the same address) and queues its e-mail in
 * the same transaction. The link's token is only in the e-mail; the row keeps its SHA-256.
 * @returns null when the address already belongs to an active staff member.
 */
export async function inviteStaff(
  db: Database,
  input: { email: string; role: StaffRole; name?: string | undefined },
  inviter: { id: number; email: string; name: string },
  publicUrl: string,
) {
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.email, email), isNull(staffUsers.removedAt)));
    if (existing) return null;
    await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt)));
    const token = newToken();
    const [invitation] = await tx
      .insert(staffInvitations)
      .values({
        email,
        name: input.name ?? null,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: inviter.id,
        expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
      })
      .returning();
    const link = `${publicUrl}/admin/accept-invitation?token=${encodeURIComponent(token)}`;
    const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
    await enqueueMail(tx, {
      kind: 'staff-invitation',
      to: email,
      subject: `Your invitation to the ${site.name} back-office`,
      text: [
        greeting,
        '',
        `${inviter.name} has invited you to the ${site.name} back-office as ${staffRoleLabels[input.role].toLowerCase()}.`,
        '',
        `Choose your name and password here (the link works once, for ${INVITATION_DAYS} days):`,
        link,
        '',
        'If you did not expect this invitation, you can ignore this e-mail.',
      ].join('\n'),
    });
    await recordAudit(tx, {
      actor: actorOf(inviter),
      action: 'staff.invited',
      target: `invitation:${invitation!.id}`,
      detail: { role: input.role },
    });
    return {
      id: invitation!.id,
      email: invitation!.email,
      role: invitation!.role,
      expiresAt: invitation!.expiresAt.toISOString(),
    };
  });
}

/** Pending invitations (not used, not expired), newest first. */
export async function listInvitations(db: Database) {
  const rows = await db
    .select()
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, sql`now()`)))
    .orderBy(sql`${staffInvitations.createdAt} desc`);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
  }));
}

export async function revokeInvitation(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}

/**
 * Uses an invitation: creates the account (or brings back a removed one with the same address).
 * @returns the new staff row, 'invalid' for an unknown, used or expired token, 'exists' when the
 * address became an active account meanwhile.
 */
export async function acceptInvitation(
  db: Database,
  input: { token: string; name: string; password: string },
): Promise<StaffRow | 'invalid' | 'exists'> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: sql`now()` })
      .where(
        and(
          eq(staffInvitations.tokenHash, hashToken(input.token)),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!invitation) return 'invalid';
    const [current] = await tx
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, invitation.email))
      .for('update');
    if (current && !current.removedAt) return 'exists';
    const values = {
      name: input.name,
      role: invitation.role,
      passwordHash,
      lockedUntil: null,
      removedAt: null,
      passwordChangedAt: sql`now()`,
      lastSignInAt: sql`now()`,
    };
    // A new generation: lockouts of the old account (or of the address) do not carry over.
    const [row] = current
      ? await tx
          .update(staffUsers)
          .set({ ...values, lockoutGeneration: sql`${staffUsers.lockoutGeneration} + 1` })
          .where(eq(staffUsers.id, current.id))
          .returning()
      : await tx
          .insert(staffUsers)
          .values({ ...values, email: invitation.email })
          .returning();
    await recordAudit(tx, {
      actor: actorOf(row!),
      action: 'staff.invitation_accepted',
      target: staffTarget(row!.id),
      detail: { role: row!.role },
    });
    return row!;
  });
}

export type StaffChangeResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: 404 | 409; reason: 'not-found' | 'self' | 'last-admin' };

/** Changes a member's role: not one's own, and never leaving the site without an admin. */
export async function changeRole(
  db: Database,
  actor: AuditActor,
  id: number,
  role: StaffRole,
): Promise<StaffChangeResult<ReturnType<typeof publicStaff>>> {
  if (id === actor.id) return { ok: false, status: 409, reason: 'self' };
  return db.transaction(async (tx) => {
    // Serialises concurrent role changes and removals, so two admins cannot demote each other.
    await tx.execute(sql`select pg_advisory_xact_lock(7104222)`);
    const target = await findStaff(tx, id);
    if (!target) return { ok: false, status: 404, reason: 'not-found' } as const;
    if (target.role === role) return { ok: true, value: publicStaff(target) } as const;
    if (target.role === 'admin' && (await countActiveAdmins(tx)) <= 1) {
      return { ok: false, status: 409, reason: 'last-admin' } as const;
    }
    const [row] = await tx
      .update(staffUsers)
      .set({ role })
      .where(eq(staffUsers.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'staff.role_changed',
      target: staffTarget(id),
      detail: { from: target.role, to: role },
    });
    return { ok: true, value: publicStaff(row!) } as const;
  });
}

/** Removes a member (kept as a removed row for the audit log); their sessions end. */
export async function removeStaff(
  db: Database,
  actor: AuditActor,
  id: number,
): Promise<StaffChangeResult<null>> {
  if (id === actor.id) return { ok: false, status: 409, reason: 'self' };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7104222)`);
    const target = await findStaff(tx, id);
    if (!target) return { ok: false, status: 404, reason: 'not-found' } as const;
    if (target.role === 'admin' && (await countActiveAdmins(tx)) <= 1) {
      return { ok: false, status: 409, reason: 'last-admin' } as const;
    }
    await tx
      .update(staffUsers)
      .set({ removedAt: sql`now()` })
      .where(eq(staffUsers.id, id));
    await tx.delete(staffSessionsTable).where(eq(staffSessionsTable.staffId, id));
    await recordAudit(tx, {
      actor,
      action: 'staff.removed',
      target: staffTarget(id),
      detail: { role: target.role },
    });
    return { ok: true, value: null } as const;
  });
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
  if (!ticket) return 'locked';
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

/**
 * Creates an admin with this address, or makes the existing account an admin with this password
 * (unlocked, signed out everywhere). For `npm run admin:create` and ADMIN_EMAIL on first start.
 */
export async function createOrResetAdmin(
  db: Database,
  input: { email: string; password: string; name?: string },
  via: 'cli' | 'env',
): Promise<{ id: number; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(staffUsers).where(eq(staffUsers.email, email));
    const values = {
      role: 'admin' as const,
      passwordHash,
      lockedUntil: null,
      removedAt: null,
      passwordChangedAt: sql`now()`,
    };
    // A new generation: lockouts of the old account (or of the address) do not carry over.
    const [row] = current
      ? await tx
          .update(staffUsers)
          .set({ ...values, lockoutGeneration: sql`${staffUsers.lockoutGeneration} + 1` })
          .where(eq(staffUsers.id, current.id))
          .returning()
      : await tx
          .insert(staffUsers)
          .values({ ...values, email, name: input.name ?? 'Administrator' })
          .returning();
    if (current) await tx.delete(staffSessionsTable).where(eq(staffSessionsTable.staffId, row!.id));
    await recordAudit(tx, {
      actor: null,
      action: 'staff.admin_created',
      target: staffTarget(row!.id),
      detail: { via, reset: Boolean(current) },
    });
    return { id: row!.id, created: !current };
  });
}

/** Any constant works; it only has to be the same for every instance of this app. */
const FIRST_ADMIN_LOCK = 7_104_223;

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD: creates that admin when the site has no admin yet. Instances
 * starting together take turns on an advisory lock, so exactly one of them creates it.
 * @returns true for the instance that created it.
 */
export async function ensureFirstAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    if ((await countActiveAdmins(tx)) > 0) return false;
    await createOrResetAdmin(tx, { email, password }, 'env');
    return true;
  });
}
