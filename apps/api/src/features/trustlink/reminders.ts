import { and, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  staffPermissionGrants,
  staffUsers,
  trustlinkEvents,
  trustlinkExclusions,
  trustlinkInteractions as t,
  trustlinkReminders,
} from '../../db/schema/index.ts';
import { scheduleJob } from '../../jobs/schedule.ts';
import { enqueueMail } from '../../mail/outbox.ts';

// Deadline reminders. The Directive gives 7 days to acknowledge and 3 months to give feedback;
// the assignee is reminded before each (day 5, day 80) and the case managers are told when it is
// close or passed (day 7, day 90). The e-mails say only that a case needs attention: no title, no
// reference, no link to the case. Each reminder is stored with a unique (case, kind) key in the
// transaction that queues its e-mails, so running the job twice (or on two instances) sends it once.

const DAY_MS = 24 * 3600_000;

export const reminderKinds = {
  /** Day 5 without an acknowledgement: the assignee. */
  'acknowledge-5': { day: 5, to: 'assignee', pending: 'acknowledgement' },
  /** Day 7 without an acknowledgement: the case managers. */
  'acknowledge-7': { day: 7, to: 'managers', pending: 'acknowledgement' },
  /** Day 80 without feedback to the reporter: the assignee. */
  'feedback-80': { day: 80, to: 'assignee', pending: 'feedback' },
  /** Day 90 without feedback to the reporter: the case managers. */
  'feedback-90': { day: 90, to: 'managers', pending: 'feedback' },
} as const;
export type ReminderKind = keyof typeof reminderKinds;

const pendingSql = (pending: 'acknowledgement' | 'feedback'): SQL =>
  pending === 'acknowledgement' ? isNull(t.acknowledgedAt) : isNull(t.feedbackGivenAt);

/** The e-mail: the same words for every case, so it can tell nothing about one. */
export function reminderMail(config: Pick<Config, 'PUBLIC_URL'>, escalation: boolean) {
  return {
    subject: 'TrustLink: a case needs your attention',
    text: [
      escalation
        ? 'A case needs your attention in the console: a deadline is close or has passed.'
        : 'A case needs your attention in the console.',
      '',
      `Sign in to the back office to see it: ${config.PUBLIC_URL}/admin`,
      '',
      'For confidentiality, this e-mail contains no details of any case.',
    ].join('\n'),
  };
}

async function recipients(db: Database, caseId: number, assigneeId: number | null, to: string) {
  const excluded = sql`not exists (select 1 from ${trustlinkExclusions} where ${trustlinkExclusions.interactionId} = ${caseId} and ${trustlinkExclusions.staffId} = ${staffUsers.id})`;
  const who =
    to === 'assignee'
      ? assigneeId === null
        ? sql`false`
        : eq(staffUsers.id, assigneeId)
      : inArray(
          staffUsers.id,
          db
            .select({ id: staffPermissionGrants.staffId })
            .from(staffPermissionGrants)
            .where(eq(staffPermissionGrants.permission, 'case_manager')),
        );
  const rows = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(and(who, isNull(staffUsers.removedAt), excluded));
  return rows.map((r) => r.email).sort();
}

/**
 * Sends the reminders due at `now`. @returns how many e-mails were queued (0 on a second run).
 */
export async function sendDeadlineReminders(
  db: Database,
  config: Pick<Config, 'PUBLIC_URL'>,
  now = new Date(),
): Promise<number> {
  let queued = 0;
  for (const [kind, rule] of Object.entries(reminderKinds) as Array<
    [ReminderKind, (typeof reminderKinds)[ReminderKind]]
  >) {
    const due = await db
      .select({ id: t.id, assigneeId: t.assigneeId })
      .from(t)
      .where(
        and(
          isNull(t.closedAt),
          pendingSql(rule.pending),
          lte(t.receivedAt, new Date(now.getTime() - rule.day * DAY_MS)),
          sql`not exists (select 1 from ${trustlinkReminders} where ${trustlinkReminders.interactionId} = ${t.id} and ${trustlinkReminders.kind} = ${kind})`,
        ),
      )
      .orderBy(t.id);
    for (const found of due) {
      queued += await db.transaction(async (tx) => {
        const to = await recipients(tx, found.id, found.assigneeId, rule.to);
        // Nobody to tell yet (an unassigned case on day 5): try again tomorrow.
        if (to.length === 0) return 0;
        const claimed = await tx
          .insert(trustlinkReminders)
          .values({ interactionId: found.id, kind })
          .onConflictDoNothing()
          .returning({ id: trustlinkReminders.id });
        if (claimed.length === 0) return 0;
        const mail = reminderMail(config, rule.to === 'managers');
        for (const email of to) {
          await enqueueMail(tx, { kind: 'trustlink-reminder', to: email, ...mail });
        }
        await tx.insert(trustlinkEvents).values({
          interactionId: found.id,
          action: 'trustlink.reminder_sent',
          detail: { kind, recipients: to.length },
        });
        return to.length;
      });
    }
  }
  return queued;
}

/** Runs the reminders daily, once across all instances sharing the database. */
export function startReminderJob(app: FastifyInstance, intervalMs = DAY_MS): void {
  scheduleJob(app, {
    name: 'trustlink-reminders',
    everyMs: intervalMs,
    run: async () => {
      await sendDeadlineReminders(app.db, app.config);
    },
  });
}
