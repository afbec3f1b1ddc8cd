import { randomInt } from 'node:crypto';
import {
  finalAssessmentMessages as messages,
  type AttemptAnswers,
  type AttemptPaper,
  type AttemptResult,
  type FinalAssessmentStatus,
} from '@verdantia/domain';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  assessmentAttempts,
  assessmentQuestions,
  type PaperQuestion,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { courseProgress } from './progress.ts';
import { enrolledCourse } from './service.ts';

// The learner's side of a course's final assessment: draw a paper, submit it once, see the result.
// Which options are correct is kept in the attempt's row and leaves the server only in a result.

type AttemptRow = typeof assessmentAttempts.$inferSelect;

/** Fisher–Yates with the operating system's randomness: a learner cannot predict the order. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const paperOf = (attempt: AttemptRow): AttemptPaper => ({
  attemptId: attempt.id,
  questions: attempt.paper.map((question) => ({
    id: question.id,
    prompt: question.prompt,
    kind: question.kind,
    options: question.options.map((option) => ({ id: option.id, text: option.text })),
  })),
});

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

const correctIds = (question: PaperQuestion) =>
  question.options.filter((option) => option.correct).map((option) => option.id);

/** The marked paper: only for a submitted attempt. */
export function resultOf(attempt: AttemptRow): AttemptResult {
  const answers = attempt.answers ?? {};
  return {
    attemptId: attempt.id,
    scorePercent: attempt.scorePercent ?? 0,
    passed: attempt.passed ?? false,
    correctCount: attempt.correctCount ?? 0,
    questionCount: attempt.paper.length,
    submittedAt: (attempt.submittedAt ?? attempt.startedAt).toISOString(),
    questions: attempt.paper.map((question) => {
      const chosen = answers[question.id] ?? [];
      return {
        id: question.id,
        prompt: question.prompt,
        kind: question.kind,
        options: question.options.map((option) => ({
          id: option.id,
          text: option.text,
          correct: option.correct,
          chosen: chosen.includes(option.id),
        })),
        answeredCorrectly: sameSet(chosen, correctIds(question)),
        explanation: question.explanation,
      };
    }),
  };
}

async function attemptsOf(db: Database, learnerId: string, courseId: string) {
  return db
    .select()
    .from(assessmentAttempts)
    .where(
      and(eq(assessmentAttempts.learnerId, learnerId), eq(assessmentAttempts.courseId, courseId)),
    )
    .orderBy(asc(assessmentAttempts.number));
}

/** Where the learner stands in a course's final assessment. */
export async function assessmentStatus(
  db: Database,
  learnerId: string,
  courseId: string,
  now = new Date(),
): Promise<FinalAssessmentStatus> {
  const course = await enrolledCourse(db, learnerId, courseId);
  const [progress, attempts, questions] = await Promise.all([
    courseProgress(db, learnerId, courseId),
    attemptsOf(db, learnerId, courseId),
    db
      .select({ id: assessmentQuestions.id })
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.courseId, courseId))
      .limit(1),
  ]);
  const submitted = attempts.filter((attempt) => attempt.submittedAt);
  const open = attempts.find((attempt) => !attempt.submittedAt);
  const last = submitted.at(-1);
  const passed = submitted.some((attempt) => attempt.passed);
  const waitUntil =
    last && !passed && course.assessmentCooldownMinutes > 0
      ? new Date(last.submittedAt!.getTime() + course.assessmentCooldownMinutes * 60_000)
      : null;
  return {
    available: questions.length > 0,
    lecturesComplete: progress.finished,
    drawCount: course.assessmentDrawCount,
    passPercent: course.assessmentPassPercent,
    maxAttempts: course.assessmentMaxAttempts,
    attemptsUsed: submitted.length,
    attemptsLeft: passed ? 0 : Math.max(0, course.assessmentMaxAttempts - submitted.length),
    nextAttemptAt: waitUntil && waitUntil > now ? waitUntil.toISOString() : null,
    passed,
    openAttempt: open ? paperOf(open) : null,
    lastResult: last ? resultOf(last) : null,
  };
}

/** "27 Nov 2026, 14:05 GMT" (or BST in summer): UK time, as the academy's learners read it. */
const londonTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
    timeZoneName: 'short',
  }).format(date);

/**
 * Starts an attempt, or gives back the open one. Parallel calls agree on one attempt: the partial
 * unique index allows one open attempt per learner and course, and attempt numbers are unique.
 * @throws HttpError 409 before the lectures are complete, without questions, after a pass, with
 * no attempts left or during the wait after a failed attempt.
 */
export async function startAttempt(
  db: Database,
  learnerId: string,
  courseId: string,
  now = new Date(),
): Promise<AttemptPaper> {
  const status = await assessmentStatus(db, learnerId, courseId, now);
  if (status.openAttempt) return status.openAttempt;
  if (!status.lecturesComplete) throw new HttpError(409, messages.lecturesFirst);
  if (!status.available) throw new HttpError(409, messages.noAssessment);
  if (status.passed) throw new HttpError(409, messages.alreadyPassed);
  if (status.attemptsLeft === 0) throw new HttpError(409, messages.noAttemptsLeft);
  if (status.nextAttemptAt) {
    throw new HttpError(409, messages.coolingDown(londonTime(new Date(status.nextAttemptAt))));
  }
  const bank = await db
    .select()
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.courseId, courseId));
  const paper: PaperQuestion[] = shuffled(bank)
    .slice(0, status.drawCount)
    .map((question) => ({
      id: question.id,
      prompt: question.prompt,
      kind: question.kind,
      options: shuffled(question.options),
      explanation: question.explanation,
    }));
  await db
    .insert(assessmentAttempts)
    .values({ learnerId, courseId, number: status.attemptsUsed + 1, paper })
    .onConflictDoNothing();
  const [open] = await db
    .select()
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.learnerId, learnerId),
        eq(assessmentAttempts.courseId, courseId),
        isNull(assessmentAttempts.submittedAt),
      ),
    );
  // A parallel call started and submitted an attempt in between: ask again.
  if (!open) throw new HttpError(409, 'Your assessment changed in another window. Please refresh.');
  return paperOf(open);
}

/**
 * Marks an attempt once. A question counts when the chosen options are exactly its correct ones.
 * Submitting again (or in parallel) marks nothing more and answers with the stored result.
 */
export async function submitAttempt(
  db: Database,
  learnerId: string,
  courseId: string,
  attemptId: string,
  input: AttemptAnswers,
): Promise<AttemptResult> {
  const course = await enrolledCourse(db, learnerId, courseId);
  const find = async () => {
    const [row] = await db
      .select()
      .from(assessmentAttempts)
      .where(
        and(
          eq(assessmentAttempts.id, attemptId),
          eq(assessmentAttempts.learnerId, learnerId),
          eq(assessmentAttempts.courseId, courseId),
        ),
      );
    if (!row) throw new HttpError(404, messages.attemptNotFound);
    return row;
  };
  const attempt = await find();
  if (attempt.submittedAt) return resultOf(attempt);
  const answers: Record<string, string[]> = {};
  for (const answer of input.answers) {
    const question = attempt.paper.find((item) => item.id === answer.questionId);
    const optionIds = [...new Set(answer.optionIds)];
    if (!question || optionIds.some((id) => !question.options.some((o) => o.id === id))) {
      throw new HttpError(400, messages.unknownAnswer);
    }
    answers[question.id] = question.kind === 'single' ? optionIds.slice(0, 1) : optionIds;
  }
  const correctCount = attempt.paper.filter((question) =>
    sameSet(answers[question.id] ?? [], correctIds(question)),
  ).length;
  const scorePercent = Math.floor((correctCount * 100) / Math.max(1, attempt.paper.length));
  const [marked] = await db
    .update(assessmentAttempts)
    .set({
      answers,
      correctCount,
      scorePercent,
      passed: scorePercent >= course.assessmentPassPercent,
      submittedAt: new Date(),
    })
    .where(and(eq(assessmentAttempts.id, attemptId), isNull(assessmentAttempts.submittedAt)))
    .returning();
  return resultOf(marked ?? (await find()));
}

/** True when the learner has passed the course's final assessment. */
export async function hasPassed(db: Database, learnerId: string, courseId: string) {
  const [row] = await db
    .select({ id: assessmentAttempts.id })
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.learnerId, learnerId),
        eq(assessmentAttempts.courseId, courseId),
        isNotNull(assessmentAttempts.submittedAt),
        eq(assessmentAttempts.passed, true),
      ),
    )
    .orderBy(desc(assessmentAttempts.submittedAt))
    .limit(1);
  return Boolean(row);
}

/** Whether the course has any question (without one it cannot issue certificates). */
export async function hasQuestions(db: Database, courseId: string) {
  const rows = await db
    .select({ id: assessmentQuestions.id })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.courseId, courseId))
    .limit(1);
  return rows.length > 0;
}
