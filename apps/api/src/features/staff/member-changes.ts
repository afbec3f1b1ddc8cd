import type { StaffRole } from '@verdantia/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../../audit/audit.ts';
import type { Database } from '../../db/client.ts';
import { staffSessions, staffUsers } from '../../db/schema/index.ts';
import { countActiveAdmins, findStaff, publicStaff, staffTarget } from './members.ts';

// Role changes, removal and unlocking, with the rule that the site always keeps an administrator.

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
