import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';
import { staffWithSession } from '../../test/staff.ts';
import { createAppWithFakeLlm } from '../../test/fake-llm.ts';
import { assistantUnanswered } from '../../db/schema/assistant.ts';
import { isSafeToStore } from './stats.ts';

const ask = (app: App, query: string) =>
  app.inject({ method: 'POST', url: '/api/explain', payload: { query } });

describe('assistant statistics in the back-office', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('counts topics and unanswered questions, keeping no personal data', async () => {
    await ask(app, 'Who approves the internal audit charter?');
    await ask(app, 'what goes in the charter');
    await ask(app, 'How do I bake sourdough bread?');
    await ask(app, 'how do i bake  sourdough bread?');
    await ask(app, 'Ring me on 07700 900123 about pizza');
    await ask(app, 'Is Sarah Connor going to win the lottery?');
    await ask(app, 'my email is jane@example.com and I like cats');

    const { cookie } = await staffWithSession(app, 'editor');
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/assistant/stats',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats).toMatchObject({ totalQuestions: 7, answered: 2, unanswered: 5 });
    expect(stats.topics[0]).toMatchObject({
      key: 'standard:6.2',
      label: 'Standard 6.2 Internal Audit Charter',
      count: 2,
    });
    expect(stats.unansweredQueries[0]).toMatchObject({
      query: 'how do i bake sourdough bread?',
      count: 2,
    });
    const stored = JSON.stringify(stats);
    for (const secret of ['07700', 'Sarah', 'sarah', 'jane@example.com', 'jane']) {
      expect(stored).not.toContain(secret);
    }
    expect(
      stats.unansweredQueries.filter((row: { query: null }) => row.query === null),
    ).toHaveLength(3);
  });

  it('counts 30 parallel questions on one topic exactly', async () => {
    const { cookie } = await staffWithSession(app, 'admin');
    await Promise.all(Array.from({ length: 30 }, () => ask(app, 'What is an EQA?')));
    await Promise.all(Array.from({ length: 30 }, () => ask(app, 'best sourdough starter')));
    const stats = (
      await app.inject({ method: 'GET', url: '/api/admin/assistant/stats', headers: { cookie } })
    ).json();
    const eqa = stats.topics.find((row: { key: string }) => row.key === 'glossary:eqa');
    expect(eqa.count).toBe(30);
    const bread = stats.unansweredQueries.find(
      (row: { query: string | null }) => row.query === 'best sourdough starter',
    );
    expect(bread.count).toBe(30);
  });

  it('is for staff who work on content only', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/assistant/stats' });
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await staffWithSession(app, 'case_handler');
    const handler = await app.inject({
      method: 'GET',
      url: '/api/admin/assistant/stats',
      headers: { cookie },
    });
    expect(handler.statusCode).toBe(403);
  });

  it('keeps question text only when it looks free of names, numbers and addresses', () => {
    expect(isSafeToStore('What is the capital of Peru?')).toBe(false);
    expect(isSafeToStore('how do I audit cloud costs under the Standards?')).toBe(true);
    expect(isSafeToStore('my name is bob')).toBe(false);
    expect(isSafeToStore('see www.example.com')).toBe(false);
  });

  it('keeps no free text that may hold personal data or a credential', async () => {
    for (const unsafe of [
      "i'm jane doe, my password is hunter2",
      'im jane, what is qaip',
      'i am the cae of acme, what now',
      'my pin is 4821',
      'account 12345678',
      'reset my login please',
      'call me on o7700 9oo 123',
      'jane.doe at example.com',
      'what is the standard about, regards jo',
    ]) {
      expect(isSafeToStore(unsafe), unsafe).toBe(false);
    }
    for (const safe of [
      'how do i bake sourdough bread?',
      'what does qaip cover',
      'what is an eqa',
    ]) {
      expect(isSafeToStore(safe), safe).toBe(true);
    }
    await ask(app, "i'm jane doe, my password is hunter2");
    const { cookie } = await staffWithSession(app, 'admin');
    const stats = await app.inject({
      method: 'GET',
      url: '/api/admin/assistant/stats',
      headers: { cookie },
    });
    const stored = JSON.stringify(stats.json());
    for (const secret of ['jane', 'hunter2', 'password']) expect(stored).not.toContain(secret);
    const rows = await app.db.select().from(assistantUnanswered);
    expect(JSON.stringify(rows)).not.toContain('hunter2');
  });
});

describe('the optional LLM', () => {
  let fake: Awaited<ReturnType<typeof createAppWithFakeLlm>>['fake'];
  let app: App;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ fake, app, close } = await createAppWithFakeLlm());
  });
  afterAll(() => close());

  it('writes the answer from the retrieved passages only, keeping the cited sources', async () => {
    fake.mode = 'reply';
    const body = (await ask(app, 'Can I audit the process I ran last year?')).json();
    expect(body.answer).toBe(fake.reply);
    expect(body.sources[0].number).toBe('2.2');
    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('fake-model');
    const messages = sent.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.content).toMatch(/ONLY from the passages/);
    expect(messages[0]!.content).toMatch(/say so plainly/);
    expect(messages[1]!.content).toContain('Standard 2.2 Safeguarding Objectivity');
  });

  it('serves the offline answer when the model fails or is too slow', async () => {
    for (const mode of ['error', 'hang'] as const) {
      fake.mode = mode;
      const response = await ask(app, 'Can I audit the process I ran last year?');
      expect(response.statusCode).toBe(200);
      expect(response.json().answer).toContain('Standard 2.2, Safeguarding Objectivity');
    }
  });

  it('does not ask the model about questions outside the Standards', async () => {
    const before = fake.requests.length;
    const body = (await ask(app, 'Recommend a pizza place')).json();
    expect(body.sources).toEqual([]);
    expect(fake.requests.length).toBe(before);
  });

  it('does not send an answer citing a standard not retrieved: the offline one goes instead', async () => {
    fake.mode = 'reply';
    fake.reply = 'You must not audit it (Standard 2.2), and the board must approve (Standard 7.1).';
    const body = (await ask(app, 'Can I audit the process I ran last year?')).json();
    expect(body.answer).toMatch(/^Standard 2.2, Safeguarding Objectivity/);
    expect(body.sources.map((s: { number: string }) => s.number)).toEqual(['2.2']);
  });

  it('sends an answer citing only what was retrieved', async () => {
    fake.reply = 'Wait twelve months before auditing work you did (Standard 2.2).';
    const body = (await ask(app, 'Can I audit the process I ran last year?')).json();
    expect(body.answer).toBe(fake.reply);
  });
});
