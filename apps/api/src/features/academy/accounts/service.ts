import type { academySignUpSchema, LearnerUser } from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { burnVerification, hashPassword, verifyPassword } from '../../../auth/passwords.ts';
import { isRefusal, reachedAccountBar, type SignInGuard } from '../../../auth/sign-in-guard.ts';
import type { Database } from '../../../db/client.ts';
import { learners } from '../../../db/schema/index.ts';

type LearnerRow = typeof learners.$inferSelect;
type SignUp = z.output<typeof academySignUpSchema>;

/** A learner as the API shows them (never the hash). */
export const publicLearner = (row: LearnerRow): LearnerUser => ({
  _id: row.id,
  userName: row.userName,
  email: row.email,
  organisation: row.organisation,
  position: row.position,
  country: row.country,
});

/**
 * Creates a learner account. The unique index on the (lower-cased) e-mail decides a race: of two
 * sign-ups with one address at the same moment exactly one is stored, the other finds it taken.
 * @returns undefined when the address already has an account.
 */
export async function signUpLearner(db: Database, input: SignUp): Promise<LearnerRow | undefined> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(learners)
    .values({
      userName: input.userName,
      email: input.email,
      passwordHash,
      organisation: input.organisation,
      position: input.position,
      country: input.country,
    })
    .onConflictDoNothing({ target: learners.email })
    .returning();
  return row;
}

export type LearnerSignInResult =
  | { outcome: 'ok'; learner: LearnerRow }
  | { outcome: 'bad-credentials' }
  | { outcome: 'locked'; retryAfterSeconds: number };

/**
 * Checks a learner's e-mail and password from one client. The attempt is counted before anything
 * is checked (auth/sign-in-guard.ts); an unknown address takes the same path as a wrong password
 * (the same counters, one argon2 verification against a throw-away hash, the same answer), so
 * neither the answer nor its timing tells whether an account exists.
 */
export async function checkLearnerSignIn(
  db: Database,
  guard: SignInGuard,
  input: { email: string; password: string; client: string },
  /** Called once, when failures from everywhere reach the account's daily bar. */
  onAccountBar: (learner: LearnerRow) => Promise<void>,
): Promise<LearnerSignInResult> {
  const [learner] = await db.select().from(learners).where(eq(learners.email, input.email));
  const ticket = await guard.begin(input.email, input.client);
  if (isRefusal(ticket)) return { outcome: 'locked', retryAfterSeconds: ticket.retryAfterSeconds };
  const valid = learner
    ? await verifyPassword(learner.passwordHash, input.password)
    : await burnVerification(input.password);
  if (!valid || !learner) {
    const nowLocked = await guard.failed(ticket);
    if (learner && reachedAccountBar(ticket)) await onAccountBar(learner);
    return nowLocked
      ? { outcome: 'locked', retryAfterSeconds: nowLocked.retryAfterSeconds }
      : { outcome: 'bad-credentials' };
  }
  await guard.succeeded(ticket);
  return { outcome: 'ok', learner };
}
