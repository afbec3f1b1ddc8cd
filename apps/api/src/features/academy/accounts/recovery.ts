import {
  RESET_LINK_MINUTES,
  RESET_MAILS_PER_HOUR,
  RESET_PAGE_PATH,
  VERIFY_LINK_HOURS,
  VERIFY_PAGE_PATH,
} from '@verdantia/domain';
import { eq, sql } from 'drizzle-orm';
import { endAllLearnerSessions } from '../../../auth/learner-tokens.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import type { Database } from '../../../db/client.ts';
import { learners } from '../../../db/schema/index.ts';
import { enqueueMail } from '../../../mail/outbox.ts';
import { ACADEMY_NAME } from '../certificates.ts';
import {
  consumeLinkToken,
  linksSentLastHour,
  newLinkToken,
  storeLinkToken,
  voidLinks,
} from './email-links.ts';

// Password reset and address confirmation by e-mail. The mails go through the outbox, in the same
// transaction as the link they carry; the links open pages of the site with the token in the
// fragment, which browsers never send to a server.

const linkTo = (publicUrl: string, path: string, token: string) => `${publicUrl}${path}#${token}`;

/**
 * Sends a reset link when the address has an account (and has not had too many this hour). The
 * caller answers the same either way, and both paths make a token and query the database, so the
 * answer and its timing do not tell whether an account exists.
 */
export async function requestPasswordReset(db: Database, publicUrl: string, email: string) {
  const { token, hash } = newLinkToken();
  const [learner] = await db
    .select({ id: learners.id, email: learners.email })
    .from(learners)
    .where(eq(learners.email, email));
  const sent = await linksSentLastHour(db, learner?.id ?? NO_ONE, 'reset-password');
  if (!learner || sent >= RESET_MAILS_PER_HOUR) return;
  await db.transaction(async (tx) => {
    await storeLinkToken(tx, learner.id, 'reset-password', hash, RESET_LINK_MINUTES);
    await enqueueMail(tx, {
      kind: 'academy-password-reset',
      to: learner.email,
      subject: `Choose a new password for ${ACADEMY_NAME}`,
      text: [
        'Hello,',
        '',
        `Someone (we hope you) asked to reset the password of your ${ACADEMY_NAME} account.`,
        `Open this link within ${RESET_LINK_MINUTES} minutes to choose a new one; it works once:`,
        '',
        linkTo(publicUrl, RESET_PAGE_PATH, token),
        '',
        'If you did not ask, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  });
}

/**
 * Tells a learner that their account has reached its daily bar of failed sign-ins, with a link to
 * choose a new password (which also lifts the wait for their own browsers). Sent once per bar
 * reached, and within the hourly cap on reset links.
 */
export async function sendUnlockMail(
  db: Database,
  publicUrl: string,
  learner: { id: string; email: string },
) {
  if ((await linksSentLastHour(db, learner.id, 'reset-password')) >= RESET_MAILS_PER_HOUR) return;
  const { token, hash } = newLinkToken();
  await db.transaction(async (tx) => {
    await storeLinkToken(tx, learner.id, 'reset-password', hash, RESET_LINK_MINUTES);
    await enqueueMail(tx, {
      kind: 'academy-unlock',
      to: learner.email,
      subject: `Many failed sign-ins on your ${ACADEMY_NAME} account`,
      text: [
        'Hello,',
        '',
        `There have been many failed attempts today to sign in to your ${ACADEMY_NAME} account`,
        'with a wrong password. Your password has not been changed, and you can still sign in.',
        '',
        'If you were locked out, or if it was not you, choose a new password with this link; it',
        `works once, within ${RESET_LINK_MINUTES} minutes, and lifts the wait on your own devices:`,
        '',
        linkTo(publicUrl, RESET_PAGE_PATH, token),
      ].join('\n'),
    });
  });
}

/** An id no learner has: the unknown-address path runs the same count as the known one. */
const NO_ONE = '00000000-0000-4000-8000-000000000000';

/**
 * Sets a new password from a reset link (once). The link proves the address, so it also counts
 * as confirmed; every browser is signed out. @returns the learner's address, or false for an
 * unusable link.
 */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
): Promise<string | false> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const learnerId = await consumeLinkToken(tx, token, 'reset-password');
    if (!learnerId) return false;
    const [learner] = await tx
      .update(learners)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${learners.emailVerifiedAt}, now())` })
      .where(eq(learners.id, learnerId))
      .returning({ email: learners.email });
    await voidLinks(tx, learnerId, 'reset-password');
    await endAllLearnerSessions(tx, learnerId);
    return learner?.email ?? false;
  });
}

/** Puts an address-confirmation link for the learner in the outbox. */
export async function sendVerificationMail(
  db: Database,
  publicUrl: string,
  learner: { id: string; email: string; userName: string },
) {
  const { token, hash } = newLinkToken();
  await db.transaction(async (tx) => {
    await storeLinkToken(tx, learner.id, 'verify-email', hash, VERIFY_LINK_HOURS * 60);
    await enqueueMail(tx, {
      kind: 'academy-verify-email',
      to: learner.email,
      subject: `Confirm your e-mail address for ${ACADEMY_NAME}`,
      text: [
        `Hello ${learner.userName},`,
        '',
        `Please confirm this address for your ${ACADEMY_NAME} account. Certificates are issued`,
        `to confirmed accounts only. The link works once, for ${VERIFY_LINK_HOURS} hours:`,
        '',
        linkTo(publicUrl, VERIFY_PAGE_PATH, token),
      ].join('\n'),
    });
  });
}

/** Confirms the address from a link (once). @returns false for an unusable link. */
export async function verifyEmail(db: Database, token: string) {
  return db.transaction(async (tx) => {
    const learnerId = await consumeLinkToken(tx, token, 'verify-email');
    if (!learnerId) return false;
    await tx
      .update(learners)
      .set({ emailVerifiedAt: sql`coalesce(${learners.emailVerifiedAt}, now())` })
      .where(eq(learners.id, learnerId));
    return true;
  });
}
