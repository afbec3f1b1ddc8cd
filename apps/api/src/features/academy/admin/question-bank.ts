import { randomUUID } from 'node:crypto';
import {
  FINAL_ASSESSMENT_LIMITS,
  finalAssessmentMessages,
  type AdminFinalAssessment,
  type FinalAssessmentSettings,
  type QuestionInput,
} from '@verdantia/domain';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { assessmentQuestions, courses } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';

// The course editor's side of the final assessment: its settings and its bank of questions.

const courseNotFound = () => new HttpError(404, 'There is no course with this id.');

type CourseRow = typeof courses.$inferSelect;

export const settingsOf = (course: CourseRow): FinalAssessmentSettings => ({
  drawCount: course.assessmentDrawCount,
  passPercent: course.assessmentPassPercent,
  maxAttempts: course.assessmentMaxAttempts,
  cooldownMinutes: course.assessmentCooldownMinutes,
});

/** Settings and every question, with the correct options (staff only). */
export async function getQuestionBank(
  db: Database,
  courseId: string,
): Promise<AdminFinalAssessment> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw courseNotFound();
  const rows = await db
    .select()
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.courseId, courseId))
    .orderBy(asc(assessmentQuestions.position), asc(assessmentQuestions.createdAt));
  return {
    ...settingsOf(course),
    questions: rows.map((row) => ({
      _id: row.id,
      prompt: row.prompt,
      kind: row.kind,
      options: row.options,
      explanation: row.explanation,
    })),
  };
}

export async function saveSettings(
  db: Database,
  courseId: string,
  settings: FinalAssessmentSettings,
): Promise<void> {
  const updated = await db
    .update(courses)
    .set({
      assessmentDrawCount: settings.drawCount,
      assessmentPassPercent: settings.passPercent,
      assessmentMaxAttempts: settings.maxAttempts,
      assessmentCooldownMinutes: settings.cooldownMinutes,
    })
    .where(eq(courses.id, courseId))
    .returning({ id: courses.id });
  if (updated.length === 0) throw courseNotFound();
}

// Options get fresh ids on every save: papers already drawn keep their own copy, so nothing
// refers to an old id, and an id says nothing about an option's place or correctness.
const stored = (input: QuestionInput) => ({
  prompt: input.prompt,
  kind: input.kind,
  options: input.options.map((option) => ({
    id: randomUUID(),
    text: option.text,
    correct: option.correct,
  })),
  explanation: input.explanation,
});

export async function addQuestion(
  db: Database,
  courseId: string,
  input: QuestionInput,
): Promise<string> {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw courseNotFound();
  const [figures] = await db
    .select({ n: count(), last: max(assessmentQuestions.position) })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.courseId, courseId));
  if ((figures?.n ?? 0) >= FINAL_ASSESSMENT_LIMITS.questionsPerBank) {
    throw new HttpError(
      409,
      `A course has at most ${FINAL_ASSESSMENT_LIMITS.questionsPerBank} questions.`,
    );
  }
  const [row] = await db
    .insert(assessmentQuestions)
    .values({ courseId, position: (figures?.last ?? -1) + 1, ...stored(input) })
    .returning({ id: assessmentQuestions.id });
  return row!.id;
}

export async function updateQuestion(
  db: Database,
  courseId: string,
  questionId: string,
  input: QuestionInput,
): Promise<void> {
  const updated = await db
    .update(assessmentQuestions)
    .set(stored(input))
    .where(and(eq(assessmentQuestions.id, questionId), eq(assessmentQuestions.courseId, courseId)))
    .returning({ id: assessmentQuestions.id });
  if (updated.length === 0) throw new HttpError(404, finalAssessmentMessages.questionNotFound);
}

export async function deleteQuestion(
  db: Database,
  courseId: string,
  questionId: string,
): Promise<void> {
  const deleted = await db
    .delete(assessmentQuestions)
    .where(and(eq(assessmentQuestions.id, questionId), eq(assessmentQuestions.courseId, courseId)))
    .returning({ id: assessmentQuestions.id });
  if (deleted.length === 0) throw new HttpError(404, finalAssessmentMessages.questionNotFound);
}
