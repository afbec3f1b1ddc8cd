import { asc, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { publicStaff } from './members.ts';
import { holdsCaseManager } from '../../auth/case-visibility.ts';

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
      caseManager: sql<boolean>`${holdsCaseManager(staffUsers.id)}`,
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
    caseManager: Boolean(row.caseManager),
    status: row.locked ? ('locked' as const) : ('active' as const),
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    lockedUntil: row.locked && row.lockedUntil ? row.lockedUntil.toISOString() : null,
  }));
}
