import {
  badgesFor,
  medalExpiresAt,
  medalForScore,
  stageForScore,
  type Badge,
  type MaturityStage,
  type Medal,
} from './medals.ts';
import { findQuestion, pillars, questions } from './questions.ts';
import type { Pillar, Question } from './types.ts';
import { actionPlan } from './action-plan.ts';
import type { ActionItem, Answers, AreaScore, PillarScore } from './score-types.ts';

// The scoring, kept pure and simple enough to explain on the result page: every answer is worth
// its step on the ladder from least to most mature (0, 25, 50, 75 or 100 points with five
// options), a pillar scores the average of its answers, and the overall score is the average of
// the pillars that have a score, so each weighs the same whatever its number of questions.
// "Not applicable" leaves the denominator; a pillar with fewer than half its questions answered
// has no score rather than one resting on a couple of answers.

import { answerPoints, isValidAnswer } from './answer-rules.ts';

export { answerPoints, isValidAnswer, NOT_APPLICABLE } from './answer-rules.ts';
export type { ActionItem, Answers, AreaScore, PillarScore } from './score-types.ts';

export interface AssessmentResult {
  overall: number;
  /** The five gaps worth the most overall points. */
  actionPlan: ActionItem[];
  pillars: PillarScore[];
  medal: Medal | null;
  stage: MaturityStage;
  badges: Badge[];
  /** The best-scoring areas (75 points or more), at most three. */
  strengths: AreaScore[];
  /** The three lowest-scoring areas below 100, with the service that addresses each. */
  weakest: AreaScore[];
}

/** The questions that have no valid answer yet. */
export function unansweredQuestions(answers: Answers): Question[] {
  return questions.filter((question) => !isValidAnswer(question, answers[question.id]));
}

const average = (values: number[]) =>
  Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

function areaScores(answers: Answers): AreaScore[] {
  return questions.map((question) => ({
    questionId: question.id,
    pillar: question.pillar,
    area: question.area,
    score: answerPoints(question, answers[question.id]!),
    service: question.service,
  }));
}

/**
 * Scores a complete set of answers. `previousScore` is the overall score of the assessment this
 * one follows, for the Fast Mover badge. Throws when an answer is missing or out of range: the
 * API validates before it scores.
 */
export function scoreAssessment(answers: Answers, previousScore?: number): AssessmentResult {
  const missing = unansweredQuestions(answers);
  if (missing.length > 0) throw new RangeError(`${missing.length} questions have no valid answer`);
  for (const id of Object.keys(answers)) {
    if (!findQuestion(id)) throw new RangeError(`unknown question ${id}`);
  }
  const areas = areaScores(answers);
  const pillarScores = pillars.map((pillar) => pillarScore(pillar, areas));
  const overall = overallScore(pillarScores.map((pillar) => pillar.score));
  const scored = areas.filter((area): area is AreaScore & { score: number } => area.score !== null);
  const strengths = scored
    .filter((area) => area.score >= 75)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  const weakest = scored
    .filter((area) => area.score < 100)
    .sort((a, b) => a.score - b.score)
    .slice(0, 3);
  return {
    overall,
    actionPlan: actionPlan(answers, pillarScores),
    pillars: pillarScores,
    ...awardFor(overall, previousScore),
    strengths,
    weakest,
  };
}

/** The medal, stage and badges an overall score earns (Fast Mover needs the previous score). */
export function awardFor(overall: number, previousScore?: number) {
  return {
    medal: medalForScore(overall),
    stage: stageForScore(overall),
    badges: badgesFor(overall, previousScore),
  };
}

function pillarScore(pillar: Pillar, areas: AreaScore[]): PillarScore {
  const values = areas
    .filter((area) => area.pillar === pillar.id && area.score !== null)
    .map((area) => area.score!);
  const enough = values.length * 2 >= pillar.questionCount;
  return {
    id: pillar.id,
    title: pillar.title,
    score: enough ? average(values) : null,
    answered: values.length,
    questions: pillar.questionCount,
  };
}

/**
 * The overall score: the average of the pillar scores that exist, to the nearest whole point
 * (0 when none has enough answers).
 */
export function overallScore(pillarScores: (number | null)[]): number {
  const scored = pillarScores.filter((score): score is number => score !== null);
  return scored.length === 0 ? 0 : average(scored);
}

/** A result (medal or badge) is valid one year from the day it is issued. */
export function resultValidUntil(issuedAt: Date): Date {
  return medalExpiresAt(issuedAt);
}
