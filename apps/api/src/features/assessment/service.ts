import { randomBytes } from 'node:crypto';
import {
  assessmentMessages,
  pillarScoreMap,
  scoreAssessment,
  unansweredQuestions,
  RESULT_ID_PATTERN,
  type CreateAssessment,
} from '@verdantia/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assessments } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { knownAnswers, type AssessmentRow } from './view.ts';

// Creating, answering and finishing assessments. Every change is one conditional UPDATE, so
// parallel saves merge and a finished assessment can never change.

/** 16 random bytes, base64url: 128 bits, 22 characters, safe in a URL. */
export const newResultId = () => randomBytes(16).toString('base64url');

export async function findAssessment(db: Database, id: string): Promise<AssessmentRow> {
  const row = RESULT_ID_PATTERN.test(id)
    ? (await db.select().from(assessments).where(eq(assessments.id, id)))[0]
    : undefined;
  if (!row) throw new HttpError(404, assessmentMessages.notFound);
  return row;
}

/**
 * Starts an assessment. A reassessment keeps the previous overall and pillar scores as they were
 * (for Fast Mover and the trend); `testRun` marks one started by signed-in staff.
 */
export async function createAssessment(
  db: Database,
  input: CreateAssessment,
  testRun: boolean,
): Promise<AssessmentRow> {
  let previousScore: number | null = null;
  let previousPillars: Record<string, number | null> | null = null;
  if (input.previousId) {
    const [previous] = await db
      .select({ overall: assessments.overall, answers: assessments.answers })
      .from(assessments)
      .where(and(eq(assessments.id, input.previousId), eq(assessments.status, 'finished')));
    if (previous?.overall == null) throw new HttpError(400, assessmentMessages.previousNotFound);
    previousScore = previous.overall;
    previousPillars = pillarScoreMap(scoreAssessment(knownAnswers(previous.answers)).pillars);
  }
  const [row] = await db
    .insert(assessments)
    .values({
      id: newResultId(),
      organisation: input.organisation,
      sizeBand: input.sizeBand,
      sector: input.sector,
      testRun,
      previousId: input.previousId ?? null,
      previousScore,
      previousPillars,
    })
    .returning();
  return row!;
}

/** Merges answers into an assessment in progress (later answers replace earlier ones). */
export async function saveAnswers(
  db: Database,
  id: string,
  answers: Record<string, number>,
): Promise<AssessmentRow> {
  await findAssessment(db, id);
  const [row] = await db
    .update(assessments)
    .set({
      answers: sql`${assessments.answers} || ${JSON.stringify(answers)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(assessments.id, id), eq(assessments.status, 'in-progress')))
    .returning();
  if (!row) throw new HttpError(409, assessmentMessages.finished);
  return row;
}

/**
 * Scores the stored answers and finishes the assessment. Finishing twice answers the same result;
 * nothing the client sends takes part in the score.
 */
export async function finishAssessment(db: Database, id: string): Promise<AssessmentRow> {
  const current = await findAssessment(db, id);
  if (current.status === 'finished') return current;
  const missing = unansweredQuestions(current.answers).length;
  if (missing > 0) throw new HttpError(400, assessmentMessages.incomplete(missing));
  const result = scoreAssessment(knownAnswers(current.answers), current.previousScore ?? undefined);
  const [row] = await db
    .update(assessments)
    .set({
      status: 'finished',
      overall: result.overall,
      medal: result.medal?.id ?? null,
      pillarScores: pillarScoreMap(result.pillars),
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(assessments.id, id), eq(assessments.status, 'in-progress')))
    .returning();
  // Lost a race with a parallel finish of the same answers: that one's result stands.
  return row ?? findAssessment(db, id);
}
