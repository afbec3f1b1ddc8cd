import { describe, expect, it } from 'vitest';
import { questions } from './questions.ts';
import { NOT_APPLICABLE, scoreAssessment } from './scoring.ts';

const allAt = (option: number) => Object.fromEntries(questions.map((q) => [q.id, option]));
const plan = (answers: Record<string, number>) =>
  scoreAssessment(answers).actionPlan.map((item) => [item.questionId, item.gain]);

// Gains computed by hand: (100 − points) × 1/(scored pillars) × 1/(answered questions in the
// pillar). Environment and Data ask 8 questions, Social and Governance 7.
describe('the action plan', () => {
  it('ranks the gaps by overall points gained', () => {
    const answers = {
      ...allAt(2),
      'env-footprint': 0, // 100 / 4 / 8 = 3.125
      'soc-community': 0, // 100 / 4 / 7 = 3.571
      'gov-ethics': 1, // 75 / 4 / 7 = 2.679
      'data-systems': 4, // at the top: no gain
    };
    // Then 50-point answers: 50 / 4 / 7 = 1.786 in Social before Governance, 1.5625 elsewhere.
    expect(plan(answers)).toEqual([
      ['soc-community', 3.6],
      ['env-footprint', 3.1],
      ['gov-ethics', 2.7],
      ['soc-health-safety', 1.8],
      ['soc-diversity', 1.8],
    ]);
  });

  it('leaves out "Not applicable" and pillars without a score, which reweights the rest', () => {
    const answers = {
      ...allAt(1),
      'env-scope3': NOT_APPLICABLE,
      'gov-board': NOT_APPLICABLE,
      'soc-health-safety': NOT_APPLICABLE,
      'soc-diversity': NOT_APPLICABLE,
      'soc-development': NOT_APPLICABLE,
      'soc-wellbeing': NOT_APPLICABLE,
    };
    // Three scored pillars: Governance 75 / 3 / 6 = 4.167 beats Environment 75 / 3 / 7 = 3.571
    // and Data 75 / 3 / 8 = 3.125; Social has no score, so its gaps move nothing.
    expect(plan(answers)).toEqual([
      ['gov-ownership', 4.2],
      ['gov-policies', 4.2],
      ['gov-ethics', 4.2],
      ['gov-risk', 4.2],
      ['gov-greenwashing', 4.2],
    ]);
  });

  it('lists fewer than five when fewer gaps remain, each with a next step, owner and link', () => {
    const answers = { ...allAt(4), 'env-energy': 0, 'data-quality': 3 };
    const items = scoreAssessment(answers).actionPlan;
    expect(items.map((item) => [item.questionId, item.gain])).toEqual([
      ['env-energy', 3.1], // 100 / 4 / 8 = 3.125
      ['data-quality', 0.8], // 25 / 4 / 8 = 0.781
    ]);
    expect(items[0]).toMatchObject({
      action: 'We look at consumption from time to time when bills are high.',
      owner: 'Operations manager',
      link: { path: '/esg-software/net-zero' },
    });
    expect(scoreAssessment(allAt(4)).actionPlan).toEqual([]);
  });
});
