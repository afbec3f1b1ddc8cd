import { newsletterMessages, site } from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { newsletterLeads, outboxMessages } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';

const post = (app: App, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/addLead',
    headers: { 'content-type': 'application/json', ...headers },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });

describe('POST /api/addLead', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const rowsFor = (email: string) =>
    app.db.select().from(newsletterLeads).where(eq(newsletterLeads.email, email));

  it('stores a new e-mail with a timestamp and thanks the visitor', async () => {
    const before = Date.now();
    const response = await post(app, { email: 'reader@example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: newsletterMessages.success });
    const rows = await rowsFor('reader@example.org');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(rows[0]!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('accepts a repeated e-mail, in any letter case, without a second row', async () => {
    const first = await post(app, { email: 'Repeat@Example.org' });
    const second = await post(app, { email: 'repeat@example.ORG' });
    const third = await post(app, { email: '  REPEAT@example.org ' });
    for (const response of [first, second, third]) {
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(newsletterMessages.success);
    }
    expect(await rowsFor('repeat@example.org')).toHaveLength(1);
  });

  it('notifies the provider of a first sign-up only, not of repeats', async () => {
    for (const email of ['Notify-Once@example.org', 'notify-once@example.org']) {
      expect((await post(app, { email })).statusCode).toBe(200);
    }
    const mails = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.replyTo, 'notify-once@example.org'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'lead-notification',
      toAddress: site.email,
      subject: 'New newsletter sign-up',
      status: 'queued',
    });
    expect(mails[0]!.textBody).toContain('E-mail: notify-once@example.org');
  });

  const badInputs: Array<[string, () => ReturnType<typeof post>, number]> = [
    ['no body', () => post(app), 400],
    ['no body and no content type', () => app.inject({ method: 'POST', url: '/api/addLead' }), 400],
    ['an empty object', () => post(app, {}), 400],
    ['a number e-mail', () => post(app, { email: 42 }), 400],
    ['an array e-mail', () => post(app, { email: ['a@example.org'] }), 400],
    ['an object e-mail', () => post(app, { email: { address: 'a@example.org' } }), 400],
    ['a body that is a number', () => post(app, 7), 400],
    ['a body that is an array', () => post(app, [{ email: 'a@example.org' }]), 400],
    ['a 10 KB string', () => post(app, { email: `${'a'.repeat(10_240)}@example.org` }), 400],
    ['an invalid e-mail', () => post(app, { email: 'not-an-email' }), 400],
    ['an empty e-mail', () => post(app, { email: '   ' }), 400],
    [
      'malformed JSON',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/addLead',
          headers: { 'content-type': 'application/json' },
          payload: '{"email": "a@example.org"',
        }),
      400,
    ],
    [
      'a prototype-poisoning body',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/addLead',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":"a@example.org","__proto__":{"x":1}}',
        }),
      400,
    ],
    [
      'a form-encoded body',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/addLead',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'email=a%40example.org',
        }),
      400,
    ],
    [
      'a plain-text body',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/addLead',
          headers: { 'content-type': 'text/plain' },
          payload: 'a@example.org',
        }),
      400,
    ],
    [
      'a body over 64 KB',
      () => post(app, { email: 'a@example.org', pad: 'x'.repeat(70_000) }),
      413,
    ],
  ];

  it.each(badInputs)('answers %s with a clear error, never a 500', async (_name, send, status) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(5);
    expect(body.error).toBe(body.message);
  });

  it('names the e-mail field and says what is wrong with it', async () => {
    const response = await post(app, { email: 'not-an-email' });
    expect(response.json()).toEqual({
      message: 'Please enter a valid e-mail address.',
      error: 'Please enter a valid e-mail address.',
      fieldErrors: { email: ['Please enter a valid e-mail address.'] },
    });
    const missing = await post(app, {});
    expect(missing.json().fieldErrors).toEqual({ email: ['Please enter your e-mail address.'] });
  });

  it('stores nothing for rejected input', async () => {
    const rows = await app.db.select().from(newsletterLeads);
    expect(rows.map((r) => r.email).sort()).toEqual([
      'notify-once@example.org',
      'reader@example.org',
      'repeat@example.org',
    ]);
  });
});
