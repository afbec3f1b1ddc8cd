import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per reference-data seed that has run. Seeding once (rather than upserting on every
 * start) lets staff edit or remove seeded rows without the next restart bringing them back.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
