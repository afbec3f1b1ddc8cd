import { describe, expect, it } from 'vitest';
import { buildAssistant } from './ask.ts';
import { goldQuestions, mustRefuseQuestions } from './evaluation/index.ts';
import { evaluate, formatReport, shortfalls } from './evaluation/run.ts';

// The same evaluation as `npm run eval:assistant`, offline, so `npm test` fails when the
// assistant falls under the thresholds.
describe('the assistant on its evaluation set', () => {
  it('meets hit@3, citation precision and refusal thresholds offline', async () => {
    const assistant = buildAssistant();
    const report = await evaluate(
      (question) => assistant.answerOffline(question),
      goldQuestions,
      mustRefuseQuestions,
    );
    console.log(formatReport('Offline', report));
    expect(report.gold).toBeGreaterThanOrEqual(150);
    expect(report.mustRefuse).toBeGreaterThanOrEqual(50);
    expect(shortfalls(report)).toEqual([]);
  });
});
