import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job. Every instance runs the same schedule; the one whose conditional
 * UPDATE moves `last_run_at` forward runs the job, the others see no row change and wait for the
 * next slot. A plain row (not an advisory lock) so the embedded PGlite behaves the same.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** Which instance ran it last (a random id per process: no host names or addresses). */
  lastRunBy: text('last_run_by'),
  runs: integer('runs').notNull().default(0),
});
