import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How often each knowledge-base entry was the main topic of a question (counts only: no text,
 * no client, no time of each question), so staff see what people ask most.
 */
export const assistantTopicCounts = pgTable('assistant_topic_counts', {
  /** The entry's id, e.g. 'standard:2.2' or 'glossary:board'. */
  key: text('key').primaryKey(),
  label: text('label').notNull(),
  count: integer('count').notNull().default(0),
  lastAskedAt: timestamp('last_asked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Questions the assistant could not answer, grouped by a keyed fingerprint. The text is kept
 * only when it holds nothing that looks personal (see features/assistant/stats.ts).
 */
export const assistantUnanswered = pgTable('assistant_unanswered', {
  fingerprint: text('fingerprint').primaryKey(),
  query: text('query'),
  count: integer('count').notNull().default(0),
  lastAskedAt: timestamp('last_asked_at', { withTimezone: true }).notNull().defaultNow(),
});
