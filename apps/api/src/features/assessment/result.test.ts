import { NOT_APPLICABLE } from '@verdantia/domain';
import { pdfText } from '../../test/pdf-text.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';
import { allAnswers, answerAndFinish, json, startAssessment } from '../../test/assessment.ts';

const soleTrader = {
  ...allAnswers(1),
  'env-scope3': NOT_APPLICABLE,
  'soc-health-safety': NOT_APPLICABLE,
  'soc-diversity': NOT_APPLICABLE,
  'soc-development': NOT_APPLICABLE,
  'soc-wellbeing': NOT_APPLICABLE,
};

describe('the result: N/A, action plan, coverage and trend', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('scores a sole trader without the questions that do not apply', async () => {
    const id = await startAssessment(app, {
      sizeBand: 'sole-trader',
      sector: 'professional-services',
    });
    const result = await answerAndFinish(app, id, soleTrader);
    expect(result.pillars.map((p: { score: number | null }) => p.score)).toEqual([
      25,
      null,
      25,
      25,
    ]);
    expect(result.overall).toBe(25);
    expect(result.actionPlan).toHaveLength(5);
    // Environment (7 answered) and Governance (7) weigh 1/3 × 1/7 each: their gaps come first.
    expect(result.actionPlan.map((a: { questionId: string }) => a.questionId)).toEqual([
      'env-footprint',
      'env-targets',
      'env-transition-plan',
      'env-energy',
      'env-resources',
    ]);
    expect(result.actionPlan[0]).toMatchObject({ owner: 'Finance director', gain: 3.6 });
    expect(result.coverage.frameworks.map((f: { id: string }) => f.id)).toEqual([
      'esrs',
      'vsme',
      'ecovadis',
      'b-impact',
    ]);
    expect(result.trend).toBeNull();

    const pdf = await json(app, 'GET', `/api/assessments/${id}/report.pdf`);
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(text).toContain('Social: not enough answers');
    expect(text).toContain('Your action plan');
    expect(text).toContain(`1. ${result.actionPlan[0].area}`);
    expect(text).toContain(`Next step: ${result.actionPlan[0].action}`);
    expect(text).toContain('not an EcoVadis rating');
    expect(text).toContain('Not enough peers yet');
  });

  it('refuses "Not applicable" where the question does not allow it', async () => {
    const id = await startAssessment(app);
    const response = await json(app, 'PUT', `/api/assessments/${id}/answers`, {
      answers: { 'env-footprint': NOT_APPLICABLE },
    });
    expect(response.statusCode).toBe(400);
  });

  it('shows the change per pillar on a reassessment, in the answer and the PDF', async () => {
    const first = await startAssessment(app);
    await answerAndFinish(app, first, allAnswers(1));
    const second = await startAssessment(app, { previousId: first });
    const result = await answerAndFinish(app, second, {
      ...allAnswers(1),
      ...{ 'env-footprint': 4, 'env-scope3': 4 },
    });
    expect(result.trend).toEqual([
      { id: 'environment', title: 'Environment', previous: 25, current: 44, change: 19 },
      { id: 'social', title: 'Social', previous: 25, current: 25, change: 0 },
      { id: 'governance', title: 'Governance', previous: 25, current: 25, change: 0 },
      { id: 'data', title: 'Data & reporting readiness', previous: 25, current: 25, change: 0 },
    ]);
    const pdf = await json(app, 'GET', `/api/assessments/${second}/report.pdf`);
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(text).toContain('Change since your previous assessment');
    expect(text).toContain('Environment: 25/100 then, 44/100 now (+19)');
  });

  it('asks for the size band and sector', async () => {
    const response = await json(app, 'POST', '/api/assessments', { organisation: 'Acme' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      sizeBand: ['Please choose the size of your organisation.'],
      sector: ['Please choose your sector.'],
    });
    for (const sizeBand of ['huge', '\u0000', 12, null]) {
      const bad = await json(app, 'POST', '/api/assessments', {
        organisation: 'Acme',
        sizeBand,
        sector: 'other',
      });
      expect(bad.statusCode).toBe(400);
    }
  });
});
