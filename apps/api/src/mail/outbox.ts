import {
  and,
  asc,
  eq,
  inArray,
  lte,
  or,
  sql,
  type Placeholder,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedOnce, prepareSql } from '../db/prepared.ts';
import { outboxMessages } from '../db/schema/index.ts';

/** A message to put in the outbox. */
export interface OutgoingMail {
  /** What the message is, e.g. 'lead-notification' (for staff and for filtering). */
  kind: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
}

export type OutboxMessage = typeof outboxMessages.$inferSelect;

/** Delivery attempts before a message is marked `failed`. */
export const MAX_ATTEMPTS = 5;
/** Wait after the 1st, 2nd, ... failed attempt, in seconds: 1 min, 5 min, 30 min, 2 h. */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 60 * 60] as const;
/** How long a claim holds: a worker that dies mid-send leaves its messages to others after it. */
export const CLAIM_LEASE_SECONDS = 5 * 60;

/**
 * Puts an e-mail in the outbox. Call it with the transaction that stores what the mail is about,
 * so both are saved together or not at all; sending happens later in the mail worker.
 */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: oneLine(mail.subject, 200),
      textBody: mail.text,
      htmlBody: mail.html ?? null,
    })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

/**
 * An e-mail about a row still to be inserted (see insertWithMail). Its text is `head`, the row's
 * `created_at` (UTC, `YYYY-MM-DD HH24:MI:SS`), `tail`, the row's id and a line break: the time
 * and the reference number are read from the stored row.
 */
export interface RowMail {
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  head: string;
  tail: string;
}

type PlaceholderOf<Values> = (name: keyof Values & string) => Placeholder;

/** The values insertWithMail binds for the mail, next to the row's own. */
const mailValues = (mail: RowMail) => ({
  mail_kind: mail.kind,
  mail_to: mail.to,
  mail_reply_to: mail.replyTo,
  mail_subject: oneLine(mail.subject, 200),
  mail_head: mail.head,
  mail_tail: mail.tail,
});
const mail = (name: keyof ReturnType<typeof mailValues>) => sql.placeholder(name);

/**
 * Inserts a row and the e-mail about it in ONE statement (a data-modifying WITH): both are saved
 * or neither, as in a transaction, but in one round trip instead of four (BEGIN, two INSERTs,
 * COMMIT). The public forms write this way on every submission.
 *
 * The statement is built once per kind of row (and database), with placeholders; each write only
 * binds its values. Building it anew with Drizzle on every write was a tenth of a lead write's CPU
 * and a fifth of what it allocated (V8's sampling profilers at 200 requests/s).
 * @param name the statement's name, unique among prepared statements (PostgreSQL keeps it per
 *   connection)
 * @param insert builds the INSERT ... RETURNING (at least `id` and `created_at`), its values
 *   given as `value('name')` placeholders
 * @returns the writer: it resolves with the inserted row's id, or undefined when the insert wrote
 *   nothing (ON CONFLICT DO NOTHING), and then no mail is queued either
 */
export function insertWithMail<Values extends Record<string, unknown>>(
  name: string,
  insert: (db: Database, value: PlaceholderOf<Values>) => SQLWrapper,
): (db: Database, values: Values, mail: RowMail) => Promise<number | undefined> {
  const statementFor = preparedOnce((db) => {
    const query = sql`with inserted as (${insert(db, (value) => sql.placeholder(value)).getSQL()}),
      queued as (
        insert into ${outboxMessages} (kind, to_address, reply_to, subject, text_body, html_body)
        select ${mail('mail_kind')}::text, ${mail('mail_to')}::text, ${mail('mail_reply_to')}::text,
          ${mail('mail_subject')}::text,
          ${mail('mail_head')}::text
            || to_char(inserted.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')
            || ${mail('mail_tail')}::text || inserted.id::text || ${'\n'}::text,
          null
        from inserted
      )
      select id from inserted`;
    return prepareSql(db, query, name);
  });
  return async (db, values, message) => {
    const statement = statementFor(db);
    const result = await statement.execute({ ...values, ...mailValues(message) });
    const [row] = (result as { rows: Array<{ id: number | string }> }).rows;
    return row ? Number(row.id) : undefined;
  };
}

/** Text for a header: no line breaks (header injection), capped at `max` characters. */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Claims up to `limit` due messages for this worker: queued ones whose time has come, and ones
 * left `sending` by a worker that died (their lease ran out). SKIP LOCKED lets several server
 * instances poll one database without sending a message twice. Each claim counts as an attempt.
 */
export async function claimDueMessages(db: Database, limit: number): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        lte(outboxMessages.nextAttemptAt, sql`now()`),
        or(
          eq(outboxMessages.status, 'queued'),
          and(
            eq(outboxMessages.status, 'sending'),
            sql`${outboxMessages.attempts} < ${MAX_ATTEMPTS}`,
          ),
        ),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({
      status: 'sending',
      attempts: sql`${outboxMessages.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
    })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

/** Gives up on messages whose last permitted attempt was interrupted (the worker died). */
export async function failAbandonedMessages(db: Database): Promise<number> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'failed', lastError: 'Sending was interrupted on the last attempt.' })
    .where(
      and(
        eq(outboxMessages.status, 'sending'),
        lte(outboxMessages.nextAttemptAt, sql`now()`),
        sql`${outboxMessages.attempts} >= ${MAX_ATTEMPTS}`,
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length;
}

/** Returns claimed messages that were not tried (shutdown) to the queue, uncounted. */
export async function releaseClaims(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxMessages)
    .set({
      status: 'queued',
      attempts: sql`${outboxMessages.attempts} - 1`,
      nextAttemptAt: sql`now()`,
    })
    .where(and(inArray(outboxMessages.id, ids), eq(outboxMessages.status, 'sending')));
}

export async function markSent(db: Database, id: number): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'sending')));
}

/**
 * Records a failed attempt: back to `queued` with the next delay of the back-off, or `failed`
 * after MAX_ATTEMPTS. `attempts` is the count after the claim that just failed.
 * @returns the new status.
 */
export async function markAttemptFailed(
  db: Database,
  id: number,
  attempts: number,
  error: string,
): Promise<'queued' | 'failed'> {
  const lastError = error.slice(0, 1000);
  if (attempts >= MAX_ATTEMPTS) {
    await db
      .update(outboxMessages)
      .set({ status: 'failed', lastError })
      .where(eq(outboxMessages.id, id));
    return 'failed';
  }
  const delay =
    RETRY_DELAYS_SECONDS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_SECONDS.length) - 1]!;
  await db
    .update(outboxMessages)
    .set({
      status: 'queued',
      lastError,
      nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
    })
    .where(eq(outboxMessages.id, id));
  return 'queued';
}
