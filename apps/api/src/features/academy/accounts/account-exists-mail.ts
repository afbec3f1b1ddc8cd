import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { outboxMessages } from '../../../db/schema/index.ts';
import { enqueueMail } from '../../../mail/outbox.ts';
import { ACADEMY_NAME } from '../certificates.ts';

// A sign-up with an address that already has an account answers exactly as a new one does (so
// the answer tells nobody whether an address is registered); the owner gets this e-mail instead.
// It carries nothing the visitor typed (no name, no organisation), only fixed text and our links.

/** Such e-mails to one address per hour: a stranger cannot flood an owner's mailbox. */
export const ACCOUNT_EXISTS_MAILS_PER_HOUR = 3;
const KIND = 'academy-account-exists';

export async function sendAccountExistsMail(db: Database, publicUrl: string, email: string) {
  const [sent] = await db
    .select({ n: count() })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, KIND),
        eq(outboxMessages.toAddress, email),
        gt(outboxMessages.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((sent?.n ?? 0) >= ACCOUNT_EXISTS_MAILS_PER_HOUR) return;
  await enqueueMail(db, {
    kind: KIND,
    to: email,
    subject: `You already have a ${ACADEMY_NAME} account`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) tried to create a ${ACADEMY_NAME} account with this address, which`,
      'already has one, so no new account was made. Sign in here:',
      '',
      `${publicUrl}/academy-sign-in`,
      '',
      'Forgotten your password? Choose a new one here:',
      '',
      `${publicUrl}/academy-forgot-password`,
      '',
      'If it was not you, ignore this e-mail: nothing has changed on your account.',
    ].join('\n'),
  });
}
