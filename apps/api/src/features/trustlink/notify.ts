import { site } from '@verdantia/domain';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { enqueueMail } from '../../mail/outbox.ts';

// TrustLink e-mails say only that there is something to read and where to sign in. A mailbox is
// not a safe place for a report: no title, no message, not even the interaction ID is sent.

type MailConfig = Pick<Config, 'PUBLIC_URL'>;

/** The reference staff use for a case: TL-000042. */
export const caseReference = (id: number) => `TL-${String(id).padStart(6, '0')}`;

const handlerMail = {
  new: {
    subject: 'TrustLink: a new report has been received',
    lead: 'A new report has been submitted through TrustLink',
  },
  reply: {
    subject: 'TrustLink: a reporter has replied',
    lead: 'A reporter has added a remark to their TrustLink interaction',
  },
} as const;

/** Tells every active case handler and administrator that a case needs them (no content). */
export async function notifyHandlers(
  db: Database,
  config: MailConfig,
  event: keyof typeof handlerMail,
  caseId: number,
): Promise<void> {
  const handlers = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(and(inArray(staffUsers.role, ['admin', 'case_handler']), isNull(staffUsers.removedAt)));
  const { subject, lead } = handlerMail[event];
  const text = [
    `${lead} (case ${caseReference(caseId)}).`,
    '',
    `Sign in to the case console to read it: ${config.PUBLIC_URL}/admin/cases`,
    '',
    'For confidentiality, this e-mail contains no details of the report.',
  ].join('\n');
  for (const { email } of handlers) {
    await enqueueMail(db, { kind: 'trustlink-handler', to: email, subject, text });
  }
}

/** Tells the reporter, when they left an address, that there is an update to read. */
export async function notifyReporter(
  db: Database,
  config: MailConfig,
  email: string | null,
): Promise<void> {
  if (!email) return;
  const text = [
    'Hello,',
    '',
    `There is an update on the interaction you submitted through ${site.name} TrustLink.`,
    '',
    `To read it, open ${config.PUBLIC_URL}/trust-link-1, choose "Follow Up on Interaction" and enter your interaction ID and PIN.`,
    '',
    'For your confidentiality, this e-mail contains no details of your interaction. If you did not submit an interaction, you can ignore it.',
  ].join('\n');
  await enqueueMail(db, {
    kind: 'trustlink-reporter',
    to: email,
    subject: 'There is an update on your TrustLink interaction',
    text,
  });
}
