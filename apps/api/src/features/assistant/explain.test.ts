import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';

const ask = (app: App, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/explain', payload: body as object });

describe('POST /api/explain', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers a question in plain words from the standard it cites, with follow-ups', async () => {
    const response = await ask(app, {
      query: 'My manager wants me to audit the process I ran last year',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.sources[0]).toEqual({
      kind: 'standard',
      number: '2.2',
      title: 'Safeguarding Objectivity',
      domain: 'Domain II: Ethics and Professionalism',
      anchor: 'standard-2-2',
    });
    expect(body.answer).toContain('Standard 2.2, Safeguarding Objectivity');
    expect(body.answer).toContain('Evidence of conformance:');
    expect(body.options).toHaveLength(3);
    expect(body.options).toContain(
      'What does standard 2.3 Disclosing Impairments to Objectivity require?',
    );
  });

  it('goes straight to a standard asked for by number', async () => {
    const body = (await ask(app, { query: 'What does standard 11.4 require?' })).json();
    expect(body.sources[0].number).toBe('11.4');
    expect(body.sources[0].title).toBe('Errors and Omissions');
  });

  it('answers an empty, nonsense or off-topic question politely, with suggestions and no sources', async () => {
    for (const query of ['', '   ', 'qwerty zxcvb', 'Who won the football last night?']) {
      const response = await ask(app, { query });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.sources).toEqual([]);
      expect(body.answer).toMatch(
        /Standards do not cover|I answer questions about the 2024|I will not guess/,
      );
      expect(body.options).toHaveLength(3);
    }
    expect((await ask(app, {})).json().sources).toEqual([]);
  });

  it('refuses hostile input with a human message, never a 500', async () => {
    const nul = await ask(app, { query: 'objectivity\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/control characters/);
    const surrogate = await ask(app, { query: 'board \uD800' });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().message).toMatch(/broken character/);
    const long = await ask(app, { query: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Please keep your question under 500 characters.');
    const wrongType = await ask(app, { query: 42 });
    expect(wrongType.statusCode).toBe(400);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/explain',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('the assistant rate limit', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ ASSISTANT_RATE_LIMIT_MAX: 3 });
  });
  afterAll(() => app.close());

  it('tells a client who asks too often to wait, with a clear message', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await ask(app, { query: 'charter' })).statusCode).toBe(200);
    const limited = await ask(app, { query: 'charter' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'You have asked a lot of questions in a short time. Please wait a minute and ask again.',
    );
  });
});
