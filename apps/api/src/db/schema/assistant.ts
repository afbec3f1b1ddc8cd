import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * One vote on one answer. Nothing identifies the person: no IP address, session, account or
 * user agent, and only the day of the vote. The question is kept lower-cased and only when it
 * holds nothing that looks personal (else just its keyed fingerprint, which groups repeats).
 */
export const assistantFeedback = pgTable(
  'assistant_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vote: text('vote', { enum: ['up', 'down'] }).notNull(),
    reason: text('reason'),
    question: text('question'),
    questionFingerprint: text('question_fingerprint').notNull(),
    /** The cited entries by anchor ('standard-9-2'), in the order the answer cited them. */
    sources: text('sources').array().notNull(),
    knowledgeVersion: text('knowledge_version').notNull(),
    createdOn: date('created_on').notNull().defaultNow(),
  },
  (table) => [index('assistant_feedback_answer_idx').on(table.questionFingerprint)],
);

/** Questions staff add to the evaluation set, with the standards a right answer cites. */
export const assistantEvaluationCases = pgTable('assistant_evaluation_cases', {
  id: uuid('id').primaryKey().defaultRandom(),
  question: text('question').notNull(),
  expected: text('expected').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
