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
import type { PillarId, Question, ServiceLink } from './types.ts';

// The scoring, kept pure and simple enough to explain on the result page: every answer is worth
// its step on the ladder from least to most mature (0, 25, 50, 75 or 100 points with five
// options), a pillar scores the average of its answers, and the overall score is the average of
// the four pillars, so each pillar weighs a quarter whatever its number of questions.

/** question id -> index of the chosen option (0 = least mature). */
export type Answers = Readonly<Record<string, number>>;

export interface PillarScore {
  id: PillarId;
  title: string;
  score: number;
}

export interface AreaScore {
  questionId: string;
  pillar: PillarId;
  area: string;
  score: number;
  service: ServiceLink;
}

export interface AssessmentResult {
  overall: number;
  pillars: PillarScore[];
  medal: Medal | null;
  stage: MaturityStage;
  badges: Badge[];
  /** The best-scoring areas (75 points or more), at most three. */
  strengths: AreaScore[];
  /** The three lowest-scoring areas below 100, with the service that addresses each. */
  weakest: AreaScore[];
}

/** Points for one answer: its position on the question's scale, as a share of 100. */
export function answerPoints(question: Question, optionIndex: number): number {
  return Math.round((optionIndex * 100) / (question.options.length - 1));
}

/** The questions that have no valid answer yet. */
export function unansweredQuestions(answers: Answers): Question[] {
  return questions.filter((question) => {
    const chosen = answers[question.id];
    return (
      chosen === undefined ||
      !Number.isInteger(chosen) ||
      chosen < 0 ||
      chosen >= question.options.length
    );
  });
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
  const pillarScores = pillars.map((pillar) => ({
    id: pillar.id,
    title: pillar.title,
    score: average(areas.filter((area) => area.pillar === pillar.id).map((area) => area.score)),
  }));
  const overall = overallScore(pillarScores.map((pillar) => pillar.score));
  const strengths = areas
    .filter((area) => area.score >= 75)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  const weakest = areas
    .filter((area) => area.score < 100)
    .sort((a, b) => a.score - b.score)
    .slice(0, 3);
  return {
    overall,
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

/** The overall score: the average of the pillar scores, to the nearest whole point. */
export function overallScore(pillarScores: number[]): number {
  return average(pillarScores);
}

/** A result (medal or badge) is valid one year from the day it is issued. */
export function resultValidUntil(issuedAt: Date): Date {
  return medalExpiresAt(issuedAt);
}
