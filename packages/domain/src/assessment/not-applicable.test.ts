import { describe, expect, it } from 'vitest';
import { questions, questionsByPillar } from './questions.ts';
import { saveAnswersSchema } from './schemas.ts';
import { NOT_APPLICABLE, scoreAssessment, unansweredQuestions } from './scoring.ts';

const allAt = (option: number) => Object.fromEntries(questions.map((q) => [q.id, option]));
const pillar = (result: ReturnType<typeof scoreAssessment>, id: string) =>
  result.pillars.find((p) => p.id === id)!;

describe('"Not applicable"', () => {
  it('leaves the denominator: the pillar averages the questions that apply', () => {
    const withZero = scoreAssessment({ ...allAt(2), 'env-scope3': 0 });
    expect(pillar(withZero, 'environment')).toMatchObject({ score: 44, answered: 8 });
    const withNa = scoreAssessment({ ...allAt(2), 'env-scope3': NOT_APPLICABLE });
    // Seven answers of 50 points: 350 / 7, not 350 / 8.
    expect(pillar(withNa, 'environment')).toMatchObject({ score: 50, answered: 7, questions: 8 });
    expect(withNa.overall).toBe(50);
    expect(withNa.weakest.map((a) => a.questionId)).not.toContain('env-scope3');
  });

  it('gives a pillar with fewer than half its questions answered no score, and no weight', () => {
    const soleTrader = {
      ...allAt(4),
      'soc-health-safety': NOT_APPLICABLE,
      'soc-diversity': NOT_APPLICABLE,
      'soc-development': NOT_APPLICABLE,
      'soc-wellbeing': NOT_APPLICABLE,
      'soc-human-rights': 0,
      'soc-community': 0,
      'soc-stakeholders': 0,
    };
    const result = scoreAssessment(soleTrader);
    // Three of seven answered: under half, so no score (not 0, which would pull the overall down).
    expect(pillar(result, 'social')).toMatchObject({ score: null, answered: 3, questions: 7 });
    expect(result.overall).toBe(100);
    // Four of seven is enough.
    const four = scoreAssessment({ ...soleTrader, 'soc-wellbeing': 0 });
    expect(pillar(four, 'social')).toMatchObject({ score: 0, answered: 4 });
    expect(four.overall).toBe(75);
  });

  it('is allowed only where the question says when it applies', () => {
    const allowed = questions.filter((q) => q.notApplicableWhen).map((q) => q.id);
    expect(allowed).toContain('env-scope3');
    expect(unansweredQuestions({ ...allAt(1), 'env-scope3': NOT_APPLICABLE })).toEqual([]);
    expect(unansweredQuestions({ ...allAt(1), 'env-footprint': NOT_APPLICABLE })).toHaveLength(1);
    const refused = saveAnswersSchema.safeParse({ answers: { 'env-footprint': NOT_APPLICABLE } });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'Please choose one of the 5 options for “Carbon footprint (Scopes 1 and 2)”.',
    );
    expect(saveAnswersSchema.safeParse({ answers: { 'env-scope3': -1 } }).success).toBe(true);
  });

  it('can never empty the Environment pillar, so every result has an overall score', () => {
    const optional = questionsByPillar('environment').filter((q) => q.notApplicableWhen);
    expect(optional.length * 2).toBeLessThan(questionsByPillar('environment').length);
  });
});
