import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// The ESG maturity self-assessment. The id is the visitor's only key to their answers (the return
// link and the result page), so it is 128 random bits, never sequential. Scores are computed on
// the server when the assessment is finished and stored with it (the back-office lists them).

export const assessments = pgTable(
  'assessments',
  {
    id: text('id').primaryKey(),
    organisation: text('organisation').notNull(),
    /** The finished assessment this one reassesses (for the Fast Mover badge). */
    previousId: text('previous_id').references((): AnyPgColumn => assessments.id, {
      onDelete: 'set null',
    }),
    /** The previous assessment's overall score, kept so the badge does not change later. */
    previousScore: integer('previous_score'),
    /** question id -> chosen option index. */
    answers: jsonb('answers').$type<Record<string, number>>().notNull().default({}),
    status: text('status', { enum: ['in-progress', 'finished'] })
      .notNull()
      .default('in-progress'),
    overall: integer('overall'),
    /** The medal's id, or null at the Beginning stage (and while in progress). */
    medal: text('medal'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('assessments_status_check', sql`${t.status} in ('in-progress', 'finished')`),
    check('assessments_overall_check', sql`${t.overall} between 0 and 100`),
    index('assessments_finished_at_idx').on(t.finishedAt),
  ],
);

/** "E-mail me the report": a lead for the inbox, with the assessment (and so its score). */
export const assessmentLeads = pgTable(
  'assessment_leads',
  {
    id: serial('id').primaryKey(),
    assessmentId: text('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('assessment_leads_created_at_idx').on(t.createdAt)],
);

/** The outbox kind of the report e-mail (the leads erasure removes these for an address). */
export const ASSESSMENT_REPORT_MAIL = 'assessment-report';
