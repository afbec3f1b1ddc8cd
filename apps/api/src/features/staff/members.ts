import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';

// Staff members: the row, what of it may be shown, and the look-ups the other staff modules
// share. The list is in staff-list.ts, role changes, removal and unlocking in member-changes.ts.

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
