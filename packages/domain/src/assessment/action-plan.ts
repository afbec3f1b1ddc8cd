import { answerPoints } from './answer-rules.ts';
import { guidanceFor } from './guidance.ts';
import { questions } from './questions.ts';
import type { ActionItem, Answers, PillarScore } from './score-types.ts';

/** How many gaps the plan lists. */
export const ACTION_PLAN_SIZE = 5;

/**
 * The gaps that gain the most overall points. A question's weight in the overall score is its
 * pillar's weight (one over the number of scored pillars) shared among the pillar's answered
 * questions, so the gain of reaching the top level is (100 − answer) × that weight. Questions
 * answered "Not applicable", and those of a pillar without a score, move nothing and are left out.
 * Equal gains keep the questionnaire's order.
 */
export function actionPlan(answers: Answers, pillarScores: readonly PillarScore[]): ActionItem[] {
  const scoredPillars = pillarScores.filter((pillar) => pillar.score !== null);
  const items: ActionItem[] = [];
  for (const question of questions) {
    const pillar = scoredPillars.find((p) => p.id === question.pillar);
    const chosen = answers[question.id];
    const points = chosen === undefined ? null : answerPoints(question, chosen);
    if (!pillar || points === null || points >= 100) continue;
    const weight = 1 / scoredPillars.length / pillar.answered;
    items.push({
      questionId: question.id,
      pillar: question.pillar,
      area: question.area,
      score: points,
      gain: Math.round((100 - points) * weight * 10) / 10,
      action: question.options[chosen! + 1]!,
      owner: guidanceFor(question.id)?.owner ?? 'Sustainability lead',
      link: question.service,
    });
  }
  // Compared at a tenth of a point, as shown: gains that print the same keep the questionnaire's order.
  return items.sort((a, b) => b.gain - a.gain).slice(0, ACTION_PLAN_SIZE);
}
