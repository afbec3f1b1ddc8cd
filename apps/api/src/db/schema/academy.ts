import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
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
  createdAt: createdAt(),
});

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseName: text('course_name').notNull(),
    description: text('description').notNull(),
    courseImage: text('course_image').notNull(),
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
  // Enrolling twice (a double click, two tabs) finds the one row instead of adding another.
  (table) => [uniqueIndex('enrolments_learner_course_unique').on(table.learnerId, table.courseId)],
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
    /** Random, unguessable, shown on the PDF and in the verification URL (VRD-XXXX-XXXX-XXXX). */
    id: text('id').primaryKey(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    learnerName: text('learner_name').notNull(),
    courseName: text('course_name').notNull(),
    issuer: text('issuer').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    uniqueIndex('certificates_learner_course_unique').on(table.learnerId, table.courseId),
    index('certificates_course_idx').on(table.courseId),
  ],
);
