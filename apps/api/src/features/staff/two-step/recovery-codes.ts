import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@verdantia/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../../auth/passwords.ts';
import type { Database } from '../../../db/client.ts';
import { staffRecoveryCodes } from '../../../db/schema/index.ts';

// Recovery codes: 10 random codes of 10 characters (about 50 bits each), shown once and stored
// argon2id-hashed like passwords. Each works once.

// No 0/O or 1/l/I: codes are read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The form codes are compared in: lower case, no dash. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace('-', '');

/** Replaces a member's recovery codes with fresh ones. @returns them, to be shown once. */
export async function issueRecoveryCodes(db: Database, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
  const hashes = await Promise.all(codes.map((c) => hashPassword(normaliseRecoveryCode(c))));
  await db.transaction(async (tx) => {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await tx.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
  });
  return codes;
}

/**
 * Uses up a recovery code. The mark is one conditional update, so two requests with the same
 * code cannot both succeed. @returns whether the code was an unused one of this member.
 */
export async function useRecoveryCode(db: Database, staffId: number, code: string) {
  const unused = await db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  const plain = normaliseRecoveryCode(code);
  for (const row of unused) {
    if (!(await verifyPassword(row.codeHash, plain))) continue;
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(staffRecoveryCodes.id, row.id), isNull(staffRecoveryCodes.usedAt)))
      .returning({ id: staffRecoveryCodes.id });
    return used.length === 1;
  }
  return false;
}
