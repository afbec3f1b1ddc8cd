import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt and rate-limit counters shared by every instance on one PostgreSQL database (the
 * embedded default counts in memory instead). rate-limiter-flexible's Drizzle store owns the
 * rows: one per counter key, counting `points` until `expire`. Created by a migration rather
 * than by the library, so two instances starting together never race to create it.
 */
export const attemptCounters = pgTable('attempt_counters', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
