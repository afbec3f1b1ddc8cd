import type { StaffRole } from '@verdantia/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../../audit/audit.ts';
import type { Database } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { staffSessions, staffUsers } from '../../db/schema/index.ts';

// Staff members: the list, role changes, removal and unlocking, with the rule that the site
// always keeps an administrator.

export type StaffRow = typeof staffUsers.$inferSelect;

export const publicStaff = (row: Pick<StaffRow, 'id' | 'email' | 'name' | 'role'>) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

export const staffTarget = (id: number) => `staff:${id}`;

/** Active staff with a role (not removed): used for the last-admin rule. */
export async function countActiveAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), isNull(staffUsers.removedAt)));
  return row?.n ?? 0;
}

export async function findStaff(db: Database, id: number): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.id, id), isNull(staffUsers.removedAt)));
  return row;
}

/**
 * Active staff, oldest first. Only the listed columns are read (never the password hash), in a
 * statement prepared once: admins open this list often.
 */
const activeStaff = preparedOnce((db) =>
  db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      createdAt: staffUsers.createdAt,
      lastSignInAt: staffUsers.lastSignInAt,
      lockedUntil: staffUsers.lockedUntil,
      locked: sql<boolean>`coalesce(${staffUsers.lockedUntil} > now(), false)`,
    })
    .from(staffUsers)
    .where(isNull(staffUsers.removedAt))
    .orderBy(asc(staffUsers.createdAt), asc(staffUsers.id))
    .prepare('active_staff'),
);

/** Active staff, oldest first, with 'locked' while a lockout runs. */
export async function listStaff(db: Database) {
  const rows = await activeStaff(db).execute();
  return rows.map((row) => ({
    ...publicStaff(row),
    status: row.locked ? ('locked' as const) : ('active' as const),
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    lockedUntil: row.locked && row.lockedUntil ? row.lockedUntil.toISOString() : null,
  }));
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
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
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
 * Lifts the failed-sign-in lock of an account (an admin's call, when someone locked themselves
 * out). The one place that clears the lock, so the lock store can change without touching routes.
 * @returns false when there is no active member with this id.
 */
export async function unlockStaff(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    // A new generation: every sign-in counter of this account starts afresh, from every
    // address, in whichever store holds them (memory, PostgreSQL, Redis).
    .set({ lockoutGeneration: sql`${staffUsers.lockoutGeneration} + 1`, lockedUntil: null })
    .where(and(eq(staffUsers.id, id), isNull(staffUsers.removedAt)))
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}
