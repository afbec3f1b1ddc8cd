import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Database } from '../../db/client.ts';
import { staffPermissionGrants, staffSessions, staffUsers } from '../../db/schema/index.ts';
import { countActiveAdmins, staffTarget } from './members.ts';
import { reviveOrInsertStaff } from './revive-staff.ts';

// The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD on start, or `npm run admin:create`.

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
    const row = await reviveOrInsertStaff(
      tx,
      current,
      { role: 'admin', passwordHash },
      { email, name: input.name ?? 'Administrator' },
    );
    if (current) await tx.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
    // The first admin also manages TrustLink cases, so a new site has someone to assign them.
    await tx
      .insert(staffPermissionGrants)
      .values({ staffId: row.id, permission: 'case_manager' })
      .onConflictDoNothing();
    await recordAudit(tx, {
      actor: null,
      action: 'staff.admin_created',
      target: staffTarget(row.id),
      detail: { via, reset: Boolean(current) },
    });
    return { id: row.id, created: !current };
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
