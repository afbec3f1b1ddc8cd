import type { StaffRole } from '@verdantia/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';
import type { StaffRow } from './members.ts';

/** What a revived or new account is given: its role and password, and whatever else it changes. */
export interface StaffAccountValues {
  role: StaffRole;
  passwordHash: string;
  name?: string;
  lastSignInAt?: SQL;
}

/**
 * Gives the account with this address (`current`, found by the caller inside its transaction) the
 * values, unlocked and no longer removed; or, with no such account, inserts one. A revived account
 * starts a new lockout generation: lockouts of the old account (or of the address) do not carry
 * over. Both the first admin and an accepted invitation come through here.
 */
export async function reviveOrInsertStaff(
  tx: Database,
  current: StaffRow | undefined,
  values: StaffAccountValues,
  created: { email: string; name: string },
): Promise<StaffRow> {
  const account = {
    ...values,
    lockedUntil: null,
    removedAt: null,
    passwordChangedAt: sql`now()`,
  };
  const [row] = current
    ? await tx
        .update(staffUsers)
        .set({ ...account, lockoutGeneration: sql`${staffUsers.lockoutGeneration} + 1` })
        .where(eq(staffUsers.id, current.id))
        .returning()
    : await tx
        .insert(staffUsers)
        .values({ ...created, ...account })
        .returning();
  return row!;
}
