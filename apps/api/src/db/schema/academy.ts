import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The academy: learner accounts, courses with sections and lectures, enrolments, per-lecture
// progress and certificates. Ids are random UUIDs (the API's `_id`), never sequential, so one
// learner's ids say nothing about anyone else's.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Learner accounts (not staff): e-mail stored lower-cased, unique; password as argon2id. */
export const learners = pgTable('learners', {
  id: uuid('id').primaryKey().defaultRandom(),
  userName: text('user_name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  organisation: text('organisation').notNull(),
  position: text('position').notNull(),
  country: text('country').notNull(),
  /** Raised by "sign out everywhere" and password changes: older tokens stop working. */
  tokenVersion: integer('token_version').notNull().default(0),
  /** When the learner proved the address (a certificate needs it). */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * One row per signed-in browser: a learner token names its session, and signing out deletes it,
 * so the token stops working on the server at once, not only when it expires.
 */
export const learnerSessions = pgTable(
  'learner_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('learner_sessions_learner_idx').on(table.learnerId)],
);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseName: text('course_name').notNull(),
    description: text('description').notNull(),
    courseImage: text('course_image').notNull(),
    /** CPD hours in half-hour steps, stored as half-hours so they stay whole numbers. */
    cpdHalfHours: integer('cpd_half_hours').notNull().default(0),
    fieldOfStudy: text('field_of_study').notNull().default(''),
    /** Months a certificate stays valid; null: it does not expire. */
    validityMonths: integer('validity_months'),
    /** The final assessment: questions drawn per attempt, pass mark, attempts and the wait between. */
    assessmentDrawCount: integer('assessment_draw_count').notNull().default(10),
    assessmentPassPercent: integer('assessment_pass_percent').notNull().default(70),
    assessmentMaxAttempts: integer('assessment_max_attempts').notNull().default(3),
    assessmentCooldownMinutes: integer('assessment_cooldown_minutes').notNull().default(60),
    /** Learners see published courses only. */
    published: boolean('published').notNull().default(false),
    /** Order in the catalogue (seeded courses first). */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index('courses_published_idx').on(table.published, table.position)],
);

export const courseSections = pgTable(
  'course_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionName: text('section_name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('course_sections_course_idx').on(table.courseId, table.position)],
);

export const lectureSources = ['upload', 'url'] as const;

export const lectures = pgTable(
  'lectures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    /** The section's course, repeated so progress queries need no join through sections. */
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lectureName: text('lecture_name').notNull(),
    lectureUrl: text('lecture_url').notNull(),
    /** Seconds. */
    duration: integer('duration').notNull(),
    captionsUrl: text('captions_url'),
    source: text('source', { enum: lectureSources }).notNull().default('url'),
    /** The storage key of an uploaded video (source 'upload'). */
    storageKey: text('storage_key'),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('lectures_section_idx').on(table.sectionId, table.position),
    index('lectures_course_idx').on(table.courseId),
    check('lectures_duration_positive', sql`${table.duration} > 0`),
  ],
);

export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    // Enrolling twice (a double click, two tabs) finds the one row instead of adding another.
    uniqueIndex('enrolments_learner_course_unique').on(table.learnerId, table.courseId),
    // A course's learners, in the order they enrolled (the back-office list).
    index('enrolments_course_created_idx').on(table.courseId, table.createdAt),
  ],
);

export const learnerTokenPurposes = ['reset-password', 'verify-email'] as const;

/**
 * Single-use links sent by e-mail (password reset, address confirmation). Only a SHA-256 of the
 * token is kept: the token has 256 random bits, so a slow hash would add nothing, and a copy of
 * the table opens no account.
 */
export const learnerEmailTokens = pgTable(
  'learner_email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: learnerTokenPurposes }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('learner_email_tokens_learner_idx').on(table.learnerId, table.purpose)],
);

/** Where a learner is in each lecture: the player's position, and when it was completed. */
export const lectureProgress = pgTable(
  'lecture_progress',
  {
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    positionSeconds: real('position_seconds').notNull().default(0),
    /** The stretches actually played, merged and sorted: [[start, end], ...] in seconds. */
    watched: jsonb('watched').$type<[number, number][]>().notNull().default([]),
    /** The first report of playing: a lecture cannot be watched faster than the player plays. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.learnerId, table.lectureId] }),
    index('lecture_progress_course_idx').on(table.learnerId, table.courseId),
  ],
);

/**
 * Certificates, one per learner and course. The names are copied at issue time: the certificate
 * says what it said when issued, even if the course is renamed later.
 */
export const certificates = pgTable(
  'certificates',
  {
    /** Random, unguessable, shown on the PDF and in the verification URL (VRD- and five groups of four). */
    id: text('id').primaryKey(),
    /** Null once the learner deleted their account (the certificate is then withdrawn). */
    learnerId: uuid('learner_id').references(() => learners.id, { onDelete: 'set null' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Emptied when the learner deletes their account. */
    learnerName: text('learner_name').notNull(),
    courseName: text('course_name').notNull(),
    issuer: text('issuer').notNull(),
    /** The course's CPD half-hours and field of study when issued. */
    cpdHalfHours: integer('cpd_half_hours').notNull().default(0),
    fieldOfStudy: text('field_of_study').notNull().default(''),
    /** Issue date plus the course's validity period; null: it does not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** When the learner deleted their account: the certificate stays verifiable, nameless. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('certificates_learner_course_unique').on(table.learnerId, table.courseId),
    index('certificates_course_idx').on(table.courseId),
  ],
);

export const questionKindValues = ['single', 'multiple'] as const;

/** An option of a question; `correct` never leaves the server before an attempt is submitted. */
export interface QuestionOption {
  id: string;
  text: string;
  correct: boolean;
}

/** The course's bank of final-assessment questions. */
export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    kind: text('kind', { enum: questionKindValues }).notNull(),
    options: jsonb('options').$type<QuestionOption[]>().notNull(),
    explanation: text('explanation').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('assessment_questions_course_idx').on(table.courseId, table.position)],
);

/** A drawn question as it was when drawn (later edits of the bank do not change a paper). */
export interface PaperQuestion {
  id: string;
  prompt: string;
  kind: (typeof questionKindValues)[number];
  /** In the shuffled order the learner sees. */
  options: QuestionOption[];
  explanation: string;
}

/**
 * One attempt at a course's final assessment. At most one attempt per learner and course is open
 * (not submitted) at a time, and attempt numbers are unique, so parallel starts cannot go past the
 * attempt limit; submitting sets `submitted_at` once, so parallel submissions grade it once.
 */
export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    paper: jsonb('paper').$type<PaperQuestion[]>().notNull(),
    /** Chosen option ids per question id. */
    answers: jsonb('answers').$type<Record<string, string[]>>(),
    correctCount: integer('correct_count'),
    scorePercent: integer('score_percent'),
    passed: boolean('passed'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('assessment_attempts_number_unique').on(
      table.learnerId,
      table.courseId,
      table.number,
    ),
    uniqueIndex('assessment_attempts_open_unique')
      .on(table.learnerId, table.courseId)
      .where(sql`${table.submittedAt} is null`),
  ],
);
