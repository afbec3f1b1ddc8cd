import { questions } from '@verdantia/domain';
import type { App } from '../app.ts';

// Requests the assessment tests repeat.

export const allAnswers = (option: number) =>
  Object.fromEntries(questions.map((question) => [question.id, option]));

export const json = (app: App, method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    ...(payload === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) }),
  });

/** Creates an assessment, answers every question with `option` and finishes it. */
export async function finishedAssessment(app: App, option: number, previousId?: string) {
  const created = await json(app, 'POST', '/api/assessments', {
    organisation: 'Analytical Engines Ltd',
    ...(previousId ? { previousId } : {}),
  });
  const id = created.json().id as string;
  await json(app, 'PUT', `/api/assessments/${id}/answers`, { answers: allAnswers(option) });
  const finished = await json(app, 'POST', `/api/assessments/${id}/finish`);
  return { id, result: finished.json().result };
}
