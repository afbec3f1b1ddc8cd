import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { learnerEmailTokens, type learnerTokenPurposes } from '../../../db/schema/index.ts';

export type LinkPurpose = (typeof learnerTokenPurposes)[number];

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh token (256 random bits, base64url) and the hash that is stored for it. */
export function newLinkToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token) };
}

/** Stores a link's hash for `learnerId`, working for `minutes`. */
export async function storeLinkToken(
  db: Database,
  learnerId: string,
  purpose: LinkPurpose,
  hash: string,
  minutes: number,
) {
  await db.insert(learnerEmailTokens).values({
    tokenHash: hash,
    learnerId,
    purpose,
    expiresAt: sql`now() + make_interval(mins => ${minutes})`,
  });
}

/** Links of this purpose sent to the learner in the last hour. */
export async function linksSentLastHour(db: Database, learnerId: string, purpose: LinkPurpose) {
  const [row] = await db
    .select({ sent: count() })
    .from(learnerEmailTokens)
    .where(
      and(
        eq(learnerEmailTokens.learnerId, learnerId),
        eq(learnerEmailTokens.purpose, purpose),
        gt(learnerEmailTokens.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.sent ?? 0;
}

/**
 * Uses a link: one statement marks it used only if unused and unexpired, so of two clicks at
 * the same moment exactly one succeeds. @returns the learner id, or undefined.
 */
export async function consumeLinkToken(db: Database, token: string, purpose: LinkPurpose) {
  const [row] = await db
    .update(learnerEmailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(learnerEmailTokens.tokenHash, hashOf(token)),
        eq(learnerEmailTokens.purpose, purpose),
        isNull(learnerEmailTokens.usedAt),
        gt(learnerEmailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ learnerId: learnerEmailTokens.learnerId });
  return row?.learnerId;
}

/** Voids the learner's other unused links of a purpose (a reset done makes older links useless). */
export async function voidLinks(db: Database, learnerId: string, purpose: LinkPurpose) {
  await db
    .update(learnerEmailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(learnerEmailTokens.learnerId, learnerId),
        eq(learnerEmailTokens.purpose, purpose),
        isNull(learnerEmailTokens.usedAt),
      ),
    );
}
