import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';
import { staffWithSession } from '../../test/staff.ts';

const ADDRESS = '203.0.113.77';
const AGENT = 'FeedbackTestBrowser/9.9';
const vote = (app: App, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/assistant/feedback',
    payload: payload as object,
    remoteAddress: ADDRESS,
    headers: { 'user-agent': AGENT, cookie: 'some-session=abc123' },
  });

const rowsOf = async (app: App) =>
  (
    (await app.db.execute(sql`select * from assistant_feedback`)) as unknown as {
      rows: Array<Record<string, unknown>>;
    }
  ).rows;

describe('feedback on answers', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('stores a vote with the question, the cited entries and the version, and nothing personal', async () => {
    const response = await vote(app, {
      question: 'Who approves the internal audit charter?',
      sources: ['standard-6-2'],
      vote: 'down',
      reason: 'Too long. Write to me at jane@example.com or 07700 900123',
    });
    expect(response.statusCode).toBe(204);
    await vote(app, {
      question: 'my name is Jane Smith, who approves the charter?',
      sources: ['standard-6-2'],
      vote: 'up',
    });
    await vote(app, {
      question: 'who approves the charter?',
      sources: ['standard-6-2'],
      vote: 'down',
      reason: "i'm jane doe, my password is hunter2",
    });
    const rows = await rowsOf(app);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'created_on',
        'id',
        'knowledge_version',
        'question',
        'question_fingerprint',
        'reason',
        'sources',
        'vote',
      ].sort(),
    );
    expect(rows[0]).toMatchObject({
      vote: 'down',
      question: 'who approves the internal audit charter?',
      sources: ['standard-6-2'],
      reason: 'Too long. Write to me at [removed] or [removed]',
    });
    expect(rows[0]!.knowledge_version).toMatch(/^[0-9a-f]{12}$/);
    expect(rows[1]!.question).toBeNull();
    expect(rows[2]!.reason).toBeNull();
    const dump = JSON.stringify(rows);
    for (const secret of [
      ADDRESS,
      AGENT,
      'abc123',
      'jane@example.com',
      '07700',
      'Jane',
      'jane',
      'hunter2',
    ])
      expect(dump).not.toContain(secret);
  });

  it('counts 30 parallel votes, and shows staff the answers voted down most', async () => {
    const question = 'What is an EQA?';
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        vote(app, {
          question,
          sources: ['glossary-eqa'],
          vote: i < 20 ? 'down' : 'up',
          reason: i === 0 ? 'Does not say how often' : undefined,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(30).fill(204));
    const { cookie } = await staffWithSession(app, 'editor');
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/assistant/feedback',
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().rows[0]).toMatchObject({
      question: 'what is an eqa?',
      sources: ['External quality assessment'],
      down: 20,
      up: 10,
      reasons: ['Does not say how often'],
    });
  });

  it('refuses bad input with a clear message', async () => {
    const good = { question: 'charter', sources: ['standard-6-2'], vote: 'up' };
    const cases: Array<[unknown, RegExp]> = [
      [{ ...good, vote: 'maybe' }, /up or down/],
      [{ ...good, vote: undefined }, /up or down/],
      [{ ...good, reason: 'bad\u0000' }, /control characters/],
      [{ ...good, reason: 'x \uDC00' }, /broken character/],
      [{ ...good, reason: 'a'.repeat(301) }, /under 300 characters/],
      [{ ...good, sources: ['standard-99-9'] }, /entry of the Standards/],
      [{ ...good, sources: ['<script>'] }, /entry of the Standards/],
      [{ ...good, sources: 'standard-6-2' }, /list of entries/],
      [{ ...good, sources: [1e308] }, /entry of the Standards/],
      [{ ...good, question: 42 }, /must be text/],
    ];
    for (const [payload, message] of cases) {
      const response = await vote(app, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });
});

describe('the evaluation set in the staff room', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('takes a question with its expected standards and shows what is cited for it today', async () => {
    const { cookie } = await staffWithSession(app, 'admin');
    const add = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/assistant/evaluation-cases',
        payload: payload as object,
        headers: { cookie },
      });
    expect(
      (await add({ question: 'Who signs off our charter?', expected: ['6.2'] })).statusCode,
    ).toBe(204);
    const unknown = await add({ question: 'Anything', expected: ['99.9'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('There is no standard 99.9 in the Standards.');
    expect((await add({ question: '', expected: ['6.2'] })).json().message).toBe(
      'Please enter the question.',
    );
    expect((await add({ question: 'x', expected: [] })).statusCode).toBe(400);
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/assistant/evaluation-cases',
      headers: { cookie },
    });
    expect(list.json().cases).toEqual([
      expect.objectContaining({
        question: 'Who signs off our charter?',
        expected: ['6.2'],
        cited: ['6.2'],
        passes: true,
      }),
    ]);
  });

  it('is for content staff only', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/admin/assistant/evaluation-cases',
      payload: { question: 'x', expected: ['6.2'] },
    });
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await staffWithSession(app, 'case_handler');
    const handler = await app.inject({
      method: 'GET',
      url: '/api/admin/assistant/feedback',
      headers: { cookie },
    });
    expect(handler.statusCode).toBe(403);
  });
});
