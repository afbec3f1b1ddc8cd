import { assessmentMessages } from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import { pdfText } from '../../test/pdf-text.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { assessments } from '../../db/schema/index.ts';
import { allAnswers, finishedAssessment, json, profile } from '../../test/assessment.ts';
import { createTestApp } from '../../test/app.ts';

describe('the self-assessment API', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('creates an assessment with an unguessable URL-safe ID and resumes its saved answers', async () => {
    const created = await json(app, 'POST', '/api/assessments', {
      organisation: '  Acme Ltd ',
      ...profile,
    });
    expect(created.statusCode).toBe(201);
    const { id, organisation, status } = created.json();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect({ organisation, status }).toEqual({ organisation: 'Acme Ltd', status: 'in-progress' });

    await json(app, 'PUT', `/api/assessments/${id}/answers`, { answers: { 'env-footprint': 1 } });
    await json(app, 'PUT', `/api/assessments/${id}/answers`, {
      answers: { 'env-footprint': 3, 'soc-diversity': 0 },
    });
    const resumed = await json(app, 'GET', `/api/assessments/${id}`);
    expect(resumed.json()).toMatchObject({
      answers: { 'env-footprint': 3, 'soc-diversity': 0 },
      result: null,
    });
  });

  it('scores on the server and ignores a score sent by the client', async () => {
    const created = await json(app, 'POST', '/api/assessments', {
      organisation: 'Tamper Ltd',
      ...profile,
      score: 100,
      overall: 100,
    });
    const id = created.json().id;
    const saved = await json(app, 'PUT', `/api/assessments/${id}/answers`, {
      answers: allAnswers(0),
      overall: 100,
      result: { overall: 100 },
    });
    expect(saved.statusCode).toBe(200);
    const finished = await app.inject({
      method: 'POST',
      url: `/api/assessments/${id}/finish`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ overall: 100, medal: 'climate-champion' }),
    });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().result).toMatchObject({ overall: 0, medal: null, stage: 'Beginning' });
    expect(finished.json().result.badges.map((b: { title: string }) => b.title)).toEqual([
      'Committed Badge',
    ]);
    const [row] = await app.db.select().from(assessments).where(eq(assessments.id, id));
    expect(row).toMatchObject({ status: 'finished', overall: 0, medal: null });
  });

  it('refuses to finish before every question is answered, then freezes the answers', async () => {
    const id = (
      await json(app, 'POST', '/api/assessments', { organisation: 'Half Ltd', ...profile })
    ).json().id;
    const answers = allAnswers(3);
    delete answers['gov-ethics'];
    await json(app, 'PUT', `/api/assessments/${id}/answers`, { answers });
    const early = await json(app, 'POST', `/api/assessments/${id}/finish`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(assessmentMessages.incomplete(1));

    await json(app, 'PUT', `/api/assessments/${id}/answers`, { answers: { 'gov-ethics': 3 } });
    const done = await json(app, 'POST', `/api/assessments/${id}/finish`);
    expect(done.json().result).toMatchObject({ overall: 75, medal: { title: 'Eco Innovator' } });
    const late = await json(app, 'PUT', `/api/assessments/${id}/answers`, {
      answers: { 'gov-ethics': 0 },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(assessmentMessages.finished);
    const again = await json(app, 'POST', `/api/assessments/${id}/finish`);
    expect(again.json().result.overall).toBe(75);
  });

  it('gives the Fast Mover badge on a reassessment linked to the previous result', async () => {
    const first = await finishedAssessment(app, 2);
    expect(first.result.overall).toBe(50);
    const second = await finishedAssessment(app, 3, first.id);
    expect(second.result).toMatchObject({ overall: 75, previousScore: 50 });
    expect(second.result.badges.map((b: { id: string }) => b.id)).toEqual(['fast-mover']);
    const unknown = await json(app, 'POST', '/api/assessments', {
      organisation: 'Acme',
      ...profile,
      previousId: 'A'.repeat(22),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(assessmentMessages.previousNotFound);
  });

  it('answers 404 for unknown and malformed IDs', async () => {
    for (const id of ['A'.repeat(22), 'nope', '%00', '1']) {
      for (const [method, url] of [
        ['GET', `/api/assessments/${id}`],
        ['GET', `/api/assessments/${id}/report.pdf`],
        ['POST', `/api/assessments/${id}/finish`],
      ] as const) {
        const response = await json(app, method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().message).toBe(assessmentMessages.notFound);
      }
    }
  });

  it('refuses bad input with a 400 and a human message, never a 500', async () => {
    const id = (
      await json(app, 'POST', '/api/assessments', { organisation: 'Bad Input Ltd', ...profile })
    ).json().id;
    const bodies = [
      { answers: { 'env-footprint': 5 } },
      { answers: { 'env-footprint': -1 } },
      { answers: { 'env-footprint': 1e308 } },
      { answers: { 'env-footprint': 2.5 } },
      { answers: { 'env-footprint': '2' } },
      { answers: { 'no-such-question': 1 } },
      { answers: { 'env\u0000footprint': 1 } },
      { answers: { '\uD800': 1 } },
      { answers: [1, 2] },
      { answers: null },
      {},
    ];
    for (const body of bodies) {
      const response = await json(app, 'PUT', `/api/assessments/${id}/answers`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(/^[A-Z]/);
    }
    for (const organisation of ['Acme\u0000', 'Acme \uDC00', '', 'x'.repeat(151), 12]) {
      const response = await json(app, 'POST', '/api/assessments', { organisation, ...profile });
      expect(response.statusCode).toBe(400);
    }
    const malformed = await app.inject({
      method: 'PUT',
      url: `/api/assessments/${id}/answers`,
      headers: { 'content-type': 'application/json' },
      payload: '{"answers": {',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await json(app, 'GET', `/api/assessments/${id}`)).json().answers).toEqual({});
  });

  it('serves a PDF report with the same content as the result page', async () => {
    const { id } = await finishedAssessment(app, 4);
    const response = await json(app, 'GET', `/api/assessments/${id}/report.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(response.rawPayload));
    expect(text).toContain('Analytical Engines Ltd');
    expect(text).toContain('100 out of 100');
    expect(text).toContain('Medal: Climate Champion (Diamond), Leading stage');
    expect(text).toContain('Data & reporting readiness');
    expect(text).toContain('Next step: book your verification');
    expect(text).toContain('2–4 weeks');

    const open = (
      await json(app, 'POST', '/api/assessments', { organisation: 'Open', ...profile })
    ).json().id;
    const early = await json(app, 'GET', `/api/assessments/${open}/report.pdf`);
    expect(early.statusCode).toBe(409);
  });

  it('prints an organisation name outside the PDF fonts with placeholders instead of failing', async () => {
    const id = (
      await json(app, 'POST', '/api/assessments', {
        organisation: 'Zürich 東京 😀 Ltd',
        ...profile,
      })
    ).json().id;
    await json(app, 'PUT', `/api/assessments/${id}/answers`, { answers: allAnswers(2) });
    await json(app, 'POST', `/api/assessments/${id}/finish`);
    const response = await json(app, 'GET', `/api/assessments/${id}/report.pdf`);
    expect(response.statusCode).toBe(200);
    expect(await pdfText(new Uint8Array(response.rawPayload))).toContain('Zürich ?? ? Ltd');
  });

  it('prints an organisation name in Polish, Greek or Cyrillic letters whole', async () => {
    for (const organisation of [
      'Łódź Żywność Sp. z o.o.',
      'Ελληνική Ενέργεια Α.Ε.',
      'ООО «Зелёный Мир»',
    ]) {
      const id = (await json(app, 'POST', '/api/assessments', { organisation, ...profile })).json()
        .id;
      await json(app, 'PUT', `/api/assessments/${id}/answers`, { answers: allAnswers(3) });
      await json(app, 'POST', `/api/assessments/${id}/finish`);
      const response = await json(app, 'GET', `/api/assessments/${id}/report.pdf`);
      expect(response.statusCode).toBe(200);
      expect(await pdfText(new Uint8Array(response.rawPayload))).toContain(organisation);
    }
  });

  it('merges 30 parallel saves of different questions without losing one', async () => {
    const id = (
      await json(app, 'POST', '/api/assessments', { organisation: 'Parallel', ...profile })
    ).json().id;
    const answers = allAnswers(2);
    const responses = await Promise.all(
      Object.entries(answers).map(([question, option]) =>
        json(app, 'PUT', `/api/assessments/${id}/answers`, { answers: { [question]: option } }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    expect((await json(app, 'GET', `/api/assessments/${id}`)).json().answers).toEqual(answers);
    const finishes = await Promise.all(
      Array.from({ length: 10 }, () => json(app, 'POST', `/api/assessments/${id}/finish`)),
    );
    expect(new Set(finishes.map((r) => `${r.statusCode} ${r.json().result.overall}`))).toEqual(
      new Set(['200 50']),
    );
  });
});
