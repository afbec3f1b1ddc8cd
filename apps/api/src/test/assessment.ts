import { questions } from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { outboxMessages } from '../db/schema/index.ts';

// Requests the assessment tests repeat.

/** The size band and sector every test assessment has unless a test says otherwise. */
export const profile = { sizeBand: 'small', sector: 'manufacturing' } as const;

export const allAnswers = (option: number) =>
  Object.fromEntries(questions.map((question) => [question.id, option]));

export const json = (
  app: App,
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: {
      ...headers,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

/** Starts an assessment and answers its id. */
export async function startAssessment(
  app: App,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const created = await json(
    app,
    'POST',
    '/api/assessments',
    { organisation: 'Analytical Engines Ltd', ...profile, ...body },
    headers,
  );
  return created.json().id as string;
}

/** Answers every question of an assessment and finishes it; answers its result. */
export async function answerAndFinish(app: App, id: string, answers: Record<string, number>) {
  await json(app, 'PUT', `/api/assessments/${id}/answers`, { answers });
  return (await json(app, 'POST', `/api/assessments/${id}/finish`)).json().result;
}

/** Creates an assessment, answers every question with `option` and finishes it. */
export async function finishedAssessment(app: App, option: number, previousId?: string) {
  const id = await startAssessment(app, previousId ? { previousId } : {});
  return { id, result: await answerAndFinish(app, id, allAnswers(option)) };
}

/** The confirmation token in the last report e-mail to `to`. */
export async function contactToken(app: App, to: string) {
  const mails = await app.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, to));
  return /\?contact=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.textBody ?? '')?.[1];
}
