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
  uniqueIndex,
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
    /** Size band and sector (domain profile ids): they group peers for the benchmark. */
    sizeBand: text('size_band'),
    sector: text('sector'),
    /** Started by a signed-in staff member: a test run, kept out of benchmarks and distributions. */
    testRun: boolean('test_run').notNull().default(false),
    /** The finished assessment this one reassesses (for the Fast Mover badge). */
    previousId: text('previous_id').references((): AnyPgColumn => assessments.id, {
      onDelete: 'set null',
    }),
    /** The previous assessment's overall score, kept so the badge does not change later. */
    previousScore: integer('previous_score'),
    /** The previous assessment's pillar scores, kept for the trend on the result. */
    previousPillars: jsonb('previous_pillars').$type<Record<string, number | null>>(),
    /** question id -> chosen option index. */
    answers: jsonb('answers').$type<Record<string, number>>().notNull().default({}),
    status: text('status', { enum: ['in-progress', 'finished'] })
      .notNull()
      .default('in-progress'),
    overall: integer('overall'),
    /** The medal's id, or null at the Beginning stage (and while in progress). */
    medal: text('medal'),
    /** Pillar id -> score (null: not enough answers), stored at finish for the staff distribution. */
    pillarScores: jsonb('pillar_scores').$type<Record<string, number | null>>(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('assessments_status_check', sql`${t.status} in ('in-progress', 'finished')`),
    check('assessments_overall_check', sql`${t.overall} between 0 and 100`),
    index('assessments_finished_at_idx').on(t.finishedAt),
    index('assessments_peers_idx')
      .on(t.sizeBand, t.sector, t.overall)
      .where(sql`${t.status} = 'finished' and not ${t.testRun}`),
  ],
);

/**
 * "E-mail me the report": one send per assessment and address. The address becomes a lead for the
 * inbox only once its owner confirms through the link in the mail (double opt-in), so nobody can
 * make us contact a stranger.
 */
export const assessmentLeads = pgTable(
  'assessment_leads',
  {
    id: serial('id').primaryKey(),
    assessmentId: text('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** SHA-256 of the confirmation token sent in the mail (the token itself is never stored). */
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('assessment_leads_created_at_idx').on(t.createdAt),
    uniqueIndex('assessment_leads_assessment_email_idx').on(t.assessmentId, t.email),
  ],
);

/** The outbox kind of the report e-mail (the leads erasure removes these for an address). */
export const ASSESSMENT_REPORT_MAIL = 'assessment-report';
