import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { outboxMessages, type OutboxStatus } from '../../../db/schema/index.ts';

export const OUTBOX_PAGE_SIZE = 50;

type Row = typeof outboxMessages.$inferSelect;

const toItem = (row: Row) => ({
  id: row.id,
  kind: row.kind,
  to: row.toAddress,
  replyTo: row.replyTo,
  subject: row.subject,
  text: row.textBody,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** A page of the outbox, newest first, optionally one status only. */
export async function listOutbox(db: Database, status: OutboxStatus | undefined, page: number) {
  const where = status ? eq(outboxMessages.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ n: count() }).from(outboxMessages).where(where),
  ]);
  return { items: rows.map(toItem), total: total?.n ?? 0 };
}

/**
 * Puts a failed (or waiting) message back in the queue, due now, with a fresh set of attempts.
 * A message being sent is left alone (its worker decides); a sent one is not sent twice.
 */
export async function retryOutboxMessage(db: Database, id: number) {
  const [row] = await db
    .update(outboxMessages)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(outboxMessages.id, id),
        ne(outboxMessages.status, 'sent'),
        ne(outboxMessages.status, 'sending'),
      ),
    )
    .returning();
  if (row) return toItem(row);
  const [existing] = await db
    .select({ status: outboxMessages.status })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  if (!existing) return 'not-found' as const;
  return existing.status === 'sent' ? ('sent' as const) : toItem((await fetchRow(db, id))!);
}

async function fetchRow(db: Database, id: number) {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

/** One message as the back-office shows it. */
export async function findOutboxMessage(db: Database, id: number) {
  const row = await fetchRow(db, id);
  return row ? toItem(row) : undefined;
}
