import type { Question } from './types.ts';

/** The stored answer for "Not applicable" (only where the question allows it). */
export const NOT_APPLICABLE = -1;

/** Points for one answer: its position on the question's scale, as a share of 100 (null: N/A). */
export function answerPoints(question: Question, optionIndex: number): number | null {
  if (optionIndex === NOT_APPLICABLE) return null;
  return Math.round((optionIndex * 100) / (question.options.length - 1));
}

/** Whether `chosen` is one of the question's levels, or "Not applicable" where it is allowed. */
export function isValidAnswer(question: Question, chosen: unknown): chosen is number {
  if (typeof chosen !== 'number' || !Number.isInteger(chosen)) return false;
  if (chosen === NOT_APPLICABLE) return question.notApplicableWhen !== undefined;
  return chosen >= 0 && chosen < question.options.length;
}
