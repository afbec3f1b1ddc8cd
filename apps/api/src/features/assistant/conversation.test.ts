import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';

const ask = (app: App, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/explain', payload: body as object });

describe('a conversation with the assistant', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers a follow-up about the standard the earlier answer cited', async () => {
    const first = (
      await ask(app, { query: 'Where should our audit function be in three years?' })
    ).json();
    expect(first.sources[0].number).toBe('9.2');
    const followUp = (
      await ask(app, {
        query: 'What evidence shows conformance with it?',
        history: [
          { query: 'Where should our audit function be in three years?', sources: ['9.2'] },
        ],
      })
    ).json();
    expect(followUp.sources[0].number).toBe('9.2');
    expect(followUp.answer).toContain('Evidence of conformance: The written strategy');
  });

  it('answers the same with an empty history as with none', async () => {
    const query = 'Who approves the internal audit charter?';
    const without = (await ask(app, { query })).json();
    const empty = (await ask(app, { query, history: [] })).json();
    expect(empty).toEqual(without);
  });

  it('refuses a malformed history with a clear message', async () => {
    const turn = { query: 'What is a QAIP?', sources: ['8.3'] };
    const cases: Array<[unknown, RegExp]> = [
      [Array.from({ length: 6 }, () => turn), /at most 5 earlier turns/],
      ['9.2', /must be a list of turns/],
      [[42], /must be an object with a query and its sources/],
      [[{ query: 42, sources: [] }], /An earlier question must be text/],
      [[{ query: 'charter', sources: [9.2] }], /standard number such as 9.2/],
      [[{ query: 'charter', sources: ['9.2\u0000'] }], /standard number such as 9.2/],
      [[{ query: 'charter\u0000', sources: [] }], /control characters/],
      [[{ query: 'board \uD800', sources: [] }], /broken character/],
      [[{ query: 'charter', sources: ['1e308'] }], /standard number such as 9.2/],
      [[{ query: 'charter', sources: ['1.1', '1.2', '1.3', '2.1'] }], /at most three standards/],
    ];
    for (const [history, message] of cases) {
      const response = await ask(app, { query: 'And how often?', history });
      expect(response.statusCode, JSON.stringify(history)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('offers three follow-ups after each answer, each answered from the knowledge base', async () => {
    for (const query of ['Can I audit a process I ran last year?', 'What is an EQA?']) {
      const { options } = (await ask(app, { query })).json();
      expect(options).toHaveLength(3);
      for (const option of options) {
        const answer = (await ask(app, { query: option })).json();
        expect(answer.sources.length, option).toBeGreaterThan(0);
      }
    }
  });

  it('cites nothing for twenty questions outside the Standards', async () => {
    const outside = [
      'How do I fix a flat bicycle tyre?',
      'What time does the London Stock Exchange open?',
      'Give me a recipe for lasagne',
      'Who painted the Mona Lisa?',
      'What does COSO say about the control environment?',
      'How do we pass an ISO 9001 certification audit?',
      'What are the SOX 404 testing requirements?',
      'What is the salary of a senior internal auditor?',
      'Who is the head of internal audit at Tesco?',
      'How many auditors will we need in 2031?',
      'zzzz yyyy xxxx',
      'Is it going to rain tomorrow?',
      'Which bank has the best internal audit team?',
      'What are the NIST 800-53 control families?',
      'How do I file my tax return?',
      'Sing me a song',
      'What is the square root of 144?',
      'Book me a flight to Paris',
      'What is COBIT 5 about?',
      'How do I change my password?',
    ];
    for (const query of outside) {
      const body = (await ask(app, { query })).json();
      expect(body.sources, query).toEqual([]);
    }
  });

  it('says plainly that another framework is not covered, naming no standard', async () => {
    const body = (await ask(app, { query: 'What are the components of COSO?' })).json();
    expect(body.answer).toMatch(/^That is about COSO, which I do not hold/);
    expect(body.sources).toEqual([]);
    expect(body.mayMean).toBeUndefined();
  });

  it('lists the nearest standards as "you may mean" when the Standards do not cover a question', async () => {
    const body = (await ask(app, { query: 'a recommendation' })).json();
    expect(body.sources).toEqual([]);
    expect(body.answer).toMatch(/^The Standards do not cover that/);
    expect(body.mayMean.length).toBeGreaterThan(0);
    expect(body.mayMean.length).toBeLessThanOrEqual(3);
    expect(body.mayMean.every((s: { kind: string }) => s.kind === 'standard')).toBe(true);
  });
});
