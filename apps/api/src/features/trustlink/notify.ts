import { site } from '@verdantia/domain';
import { eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  staffPermissionGrants,
  staffUsers,
  trustlinkExclusions,
  trustlinkInteractions,
  trustlinkNotices,
} from '../../db/schema/index.ts';
import { scheduleJob } from '../../jobs/schedule.ts';
import { enqueueMail } from '../../mail/outbox.ts';

// TrustLink e-mails say only that there is something to read and where to sign in. A mailbox is
// not a safe place for a report: no title, no message, not even the interaction ID is sent.

type MailConfig = Pick<Config, 'PUBLIC_URL'>;

/** How often case handlers get the digest of new activity, at most. */
export const HANDLER_DIGEST_MS = 5 * 60 * 1000;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The reference staff use for a case: TL-000042. */
export const caseReference = (id: number) => `TL-${String(id).padStart(6, '0')}`;

/**
 * Notes a new report or reporter remark for the next digest. Call it in the transaction that
 * stores the activity; nothing is sent per report.
 */
export async function noteHandlerActivity(
  db: Database,
  kind: 'new' | 'reply',
  caseId: number,
): Promise<void> {
  await db.insert(trustlinkNotices).values({ kind, interactionId: caseId });
}

type Notice = { kind: 'new' | 'reply'; interactionId: number | null };

/**
 * Who hears of each notice (need to know): a new report goes to the case managers; a reply to the
 * case's assignee, or to the case managers while nobody is assigned. Nobody excluded from the case
 * hears of it. @returns e-mail → [new reports, replies].
 */
async function recipientsOf(db: Database, notices: Notice[]) {
  const caseIds = [...new Set(notices.map((n) => n.interactionId).filter((id) => id !== null))];
  const active = await db
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffUsers)
    .where(isNull(staffUsers.removedAt));
  const emailOf = new Map(active.map((s) => [s.id, s.email]));
  const managers = (
    await db
      .select({ id: staffPermissionGrants.staffId })
      .from(staffPermissionGrants)
      .where(eq(staffPermissionGrants.permission, 'case_manager'))
  )
    .map((m) => m.id)
    .filter((id) => emailOf.has(id));
  const cases = caseIds.length
    ? await db
        .select({ id: trustlinkInteractions.id, assigneeId: trustlinkInteractions.assigneeId })
        .from(trustlinkInteractions)
        .where(inArray(trustlinkInteractions.id, caseIds))
    : [];
  const assigneeOf = new Map(cases.map((c) => [c.id, c.assigneeId]));
  const excluded = caseIds.length
    ? await db
        .select({ caseId: trustlinkExclusions.interactionId, staffId: trustlinkExclusions.staffId })
        .from(trustlinkExclusions)
        .where(inArray(trustlinkExclusions.interactionId, caseIds))
    : [];
  const out = new Set(excluded.map((e) => `${e.caseId}:${e.staffId}`));
  const tally = new Map<string, [number, number]>();
  for (const notice of notices) {
    const caseId = notice.interactionId;
    const assignee = caseId === null ? null : (assigneeOf.get(caseId) ?? null);
    const audience = notice.kind === 'reply' && assignee !== null ? [assignee] : managers;
    for (const id of audience) {
      const email = emailOf.get(id);
      if (!email || (caseId !== null && out.has(`${caseId}:${id}`))) continue;
      const counts = tally.get(email) ?? [0, 0];
      counts[notice.kind === 'new' ? 0 : 1] += 1;
      tally.set(email, counts);
    }
  }
  return tally;
}

/**
 * Sends each staff member who needs to know one e-mail with the number of new reports and
 * remarks since the last digest (no content). The notices are deleted in the same transaction
 * that queues the e-mails: two instances running at once cannot both take a notice, so each
 * activity is counted in exactly one digest.
 * @returns how many e-mails were queued.
 */
export async function sendHandlerDigest(db: Database, config: MailConfig): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx.delete(trustlinkNotices).returning({
      kind: trustlinkNotices.kind,
      interactionId: trustlinkNotices.interactionId,
    });
    if (taken.length === 0) return 0;
    const tally = await recipientsOf(tx, taken);
    for (const [email, [reports, replies]] of tally) {
      const what = [
        reports > 0 ? plural(reports, 'new report', 'new reports') : '',
        replies > 0 ? plural(replies, 'reply from a reporter', 'replies from reporters') : '',
      ].filter(Boolean);
      const text = [
        `TrustLink has ${what.join(' and ')} for you since the last e-mail.`,
        '',
        `Sign in to the case console to read them: ${config.PUBLIC_URL}/admin/cases`,
        '',
        'For confidentiality, this e-mail contains no details of any report.',
      ].join('\n');
      const subject = `TrustLink: ${plural(reports + replies, 'new activity', 'new activities')}`;
      await enqueueMail(tx, { kind: 'trustlink-handler', to: email, subject, text });
    }
    return tally.size;
  });
}

/** Sends the handlers' digest every few minutes, once across all instances sharing the database. */
export function startHandlerDigestJob(app: FastifyInstance, intervalMs = HANDLER_DIGEST_MS): void {
  scheduleJob(app, {
    name: 'trustlink-handler-digest',
    everyMs: intervalMs,
    run: async () => {
      await sendHandlerDigest(app.db, app.config);
    },
  });
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
