import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const outboxStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * E-mail waiting to be sent (src/mail). Written in the same transaction as whatever caused it,
 * so a stored lead always has its notification; the mail worker delivers it later. Without SMTP
 * configured, rows stay `queued` and staff read them in the back-office.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** What the message is, e.g. 'lead-notification'. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** So staff can answer a lead by replying to its notification. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: outboxStatuses }).notNull().default('queued'),
    /** Delivery attempts started (counted when a worker claims the message). */
    attempts: integer('attempts').notNull().default(0),
    /** When a queued message is due; while `sending`, when the claim lapses (a crashed worker). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The SMTP error of the last failed attempt (never written with lead data by us). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'outbox_messages_status_check',
      sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`,
    ),
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
  ],
);
