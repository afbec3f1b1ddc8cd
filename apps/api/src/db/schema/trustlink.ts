import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ACKNOWLEDGEMENT_DUE_DAYS,
  caseStatuses,
  closureReasons,
  exclusionReasons,
  FEEDBACK_DUE_MONTHS,
  interactionTypes,
  priorities,
} from '@verdantia/domain';
import { staffUsers } from './staff.ts';

// TrustLink: reports, their conversation, evidence, reporter sessions and the case trail.
// Everything a person wrote (title, description, location, relationship, reporter identity,
// involved persons, messages, notes, file names) is sealed with the interaction's own data key
// (AES-256-GCM, see crypto/envelope.ts); the data key is stored wrapped by DATA_KEY with its key
// id. Only what the console filters on (type, priority, status, dates) is kept in clear.
// No IP address or user agent is stored anywhere here.

const at = (name: string) => timestamp(name, { withTimezone: true });
const oneOf = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/** Received + 7 days, as a UTC wall-clock timestamp (immutable: no session time zone). */
const acknowledgementDue = `(received_at at time zone 'UTC') + make_interval(days => ${ACKNOWLEDGEMENT_DUE_DAYS})`;
/**
 * The deadline an open case runs against next (domain trustlink/deadlines.ts, in SQL): the
 * acknowledgement while there is none, then the feedback 3 months after it (or after the 7 days);
 * none once feedback was given or the case closed. The case is overdue exactly when this has
 * passed, so the list filters and sorts on it with an index. Computed by the database on every
 * write (a generated column): no code path can forget it.
 */
const nextDue = sql.raw(
  `case when closed_at is not null then null ` +
    `when acknowledged_at is null then (${acknowledgementDue}) at time zone 'UTC' ` +
    `when feedback_given_at is null then (coalesce(acknowledged_at at time zone 'UTC', ${acknowledgementDue}) + make_interval(months => ${FEEDBACK_DUE_MONTHS})) at time zone 'UTC' end`,
);

export const trustlinkInteractions = pgTable(
  'trustlink_interactions',
  {
    id: serial('id').primaryKey(),
    /** The reporter's 16 random digits: with the PIN, their only way back in. */
    interactionId: text('interaction_id').notNull().unique(),
    pinHash: text('pin_hash').notNull(),
    /** The interaction's AES-256-GCM data key, wrapped by the DATA_KEY named by `keyId`. */
    wrappedKey: text('wrapped_key').notNull(),
    keyId: text('key_id').notNull(),
    /** Sealed JSON: title, description, location, relationship, date, reporter, persons. */
    sealedReport: text('sealed_report').notNull(),
    /**
     * The title again, sealed on its own (role 'title'), so the staff list opens a few bytes per
     * case instead of the whole report. Null on cases received before it existed: the list then
     * opens their report (the keys are not in the database, so SQL cannot fill it in).
     */
    sealedTitle: text('sealed_title'),
    interactionType: text('interaction_type', { enum: interactionTypes }).notNull(),
    priority: text('priority', { enum: priorities }).notNull(),
    status: text('status', { enum: caseStatuses }).notNull().default('new'),
    receivedAt: at('received_at').notNull().defaultNow(),
    acknowledgedAt: at('acknowledged_at'),
    /** First answer to the reporter (a message or the closure): meets the feedback deadline. */
    feedbackGivenAt: at('feedback_given_at'),
    closedAt: at('closed_at'),
    closureReason: text('closure_reason', { enum: closureReasons }),
    assigneeId: integer('assignee_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    lastReporterMessageAt: at('last_reporter_message_at'),
    lastStaffMessageAt: at('last_staff_message_at'),
    /** Generated: the next unmet deadline of an open case (see `nextDue`); null when none. */
    nextDueAt: at('next_due_at').generatedAlwaysAs(nextDue),
  },
  (t) => [
    check('trustlink_interactions_status_check', oneOf(t.status, caseStatuses)),
    check('trustlink_interactions_type_check', oneOf(t.interactionType, interactionTypes)),
    check('trustlink_interactions_priority_check', oneOf(t.priority, priorities)),
    index('trustlink_interactions_status_idx').on(t.status),
    index('trustlink_interactions_closed_at_idx').on(t.closedAt),
    // The staff list pages newest (or oldest) first in the database: one index walk per page.
    index('trustlink_interactions_received_idx').on(t.receivedAt, t.id),
    index('trustlink_interactions_assignee_idx').on(t.assigneeId),
    index('trustlink_interactions_next_due_idx').on(t.nextDueAt),
  ],
);

/** Staff questions ('staff'), reporter remarks ('reporter') and internal notes ('note'). */
export const trustlinkMessageKinds = ['staff', 'reporter', 'note'] as const;

export const trustlinkCaseMessages = pgTable(
  'trustlink_messages',
  {
    id: serial('id').primaryKey(),
    interactionId: integer('interaction_id')
      .notNull()
      .references(() => trustlinkInteractions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: trustlinkMessageKinds }).notNull(),
    authorId: integer('author_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    sealedBody: text('sealed_body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('trustlink_messages_kind_check', oneOf(t.kind, trustlinkMessageKinds)),
    index('trustlink_messages_interaction_idx').on(t.interactionId),
  ],
);

/** Evidence files: the bytes are sealed in storage under `storageKey`, the name sealed here. */
export const trustlinkEvidence = pgTable(
  'trustlink_evidence',
  {
    id: serial('id').primaryKey(),
    interactionId: integer('interaction_id')
      .notNull()
      .references(() => trustlinkInteractions.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => trustlinkCaseMessages.id, {
      onDelete: 'set null',
    }),
    storageKey: text('storage_key').notNull().unique(),
    sealedName: text('sealed_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 (hex) of the file as received; the stored copy may have lost its metadata. */
    originalSha256: text('original_sha256'),
    /** True: hidden details removed; false: they could not be; null: the type has none. */
    metadataRemoved: boolean('metadata_removed'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('trustlink_evidence_interaction_idx').on(t.interactionId)],
);

/** A reporter's follow-up session: the cookie holds the token, the row only its SHA-256. */
export const trustlinkSessions = pgTable(
  'trustlink_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    interactionId: integer('interaction_id')
      .notNull()
      .references(() => trustlinkInteractions.id, { onDelete: 'cascade' }),
    /** Slides forward on every request of the session (idle timeout). */
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('trustlink_sessions_interaction_idx').on(t.interactionId)],
);

/** The case trail: who did what and when, never the content. Deleted with the case. */
export const trustlinkEvents = pgTable(
  'trustlink_events',
  {
    id: serial('id').primaryKey(),
    interactionId: integer('interaction_id')
      .notNull()
      .references(() => trustlinkInteractions.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    actorId: integer('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The staff member's name when it happened; null for the reporter or the system. */
    actorName: text('actor_name'),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /** The staff session an opening happened in: a case is logged as opened once per session. */
    sessionId: integer('session_id'),
  },
  (t) => [
    index('trustlink_events_interaction_idx').on(t.interactionId),
    uniqueIndex('trustlink_events_opened_once_idx')
      .on(t.interactionId, t.sessionId)
      .where(sql`${t.action} = 'trustlink.viewed' and ${t.sessionId} is not null`),
  ],
);

/**
 * Activity the case handlers have not been told about yet: one row per new report or reporter
 * remark, no case and no content. The digest job deletes them and sends each handler one e-mail
 * with the counts, so a flood of reports makes a few e-mails, not one per report per handler.
 */
export const trustlinkNotices = pgTable('trustlink_notices', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['new', 'reply'] }).notNull(),
  at: at('at').notNull().defaultNow(),
  /** The case, so that nobody excluded from it is told about it; never sent in the e-mail. */
  interactionId: integer('interaction_id').references(() => trustlinkInteractions.id, {
    onDelete: 'cascade',
  }),
});

/**
 * Staff kept out of a case: named in the report (matched at submission, so no name is kept in
 * clear) or stepped aside. Re-including takes two case managers: one asks, another confirms.
 */
export const trustlinkExclusions = pgTable(
  'trustlink_exclusions',
  {
    id: serial('id').primaryKey(),
    interactionId: integer('interaction_id')
      .notNull()
      .references(() => trustlinkInteractions.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: exclusionReasons }).notNull(),
    at: at('at').notNull().defaultNow(),
    reinclusionRequestedBy: integer('reinclusion_requested_by').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    unique('trustlink_exclusions_case_staff_key').on(t.interactionId, t.staffId),
    index('trustlink_exclusions_staff_idx').on(t.staffId),
    check('trustlink_exclusions_reason_check', oneOf(t.reason, exclusionReasons)),
  ],
);

/**
 * Deadline reminders sent: one row per case and kind, so the daily job, run twice the same day
 * (or on two instances), sends each reminder exactly once.
 */
export const trustlinkReminders = pgTable(
  'trustlink_reminders',
  {
    id: serial('id').primaryKey(),
    interactionId: integer('interaction_id')
      .notNull()
      .references(() => trustlinkInteractions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [unique('trustlink_reminders_case_kind_key').on(t.interactionId, t.kind)],
);
