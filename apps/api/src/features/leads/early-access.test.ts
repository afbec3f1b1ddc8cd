import { earlyAccessMessages } from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { earlyAccessLeads } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import {
  emailOfLength,
  expectFieldError,
  fieldCases,
  latestOutboxMessage,
  outboxCount,
  postJson,
  shapelessBodies,
} from '../../test/leads.ts';

const URL = '/api/comming_soon';
const post = (app: App, payload?: unknown) => postJson(app, URL, payload);
const NOTIFY = 'leads@provider.example';

const signUp = {
  full_name: 'Sofia Marin',
  email: 'sofia@greenfield.example',
  sector: 'Manufacturing',
  country: 'Spain',
};

describe('POST /api/comming_soon', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ NOTIFY_EMAIL: NOTIFY });
  });
  afterAll(() => app.close());

  const rowsFor = (email: string) =>
    app.db.select().from(earlyAccessLeads).where(eq(earlyAccessLeads.email, email));

  it('stores the four fields with a timestamp and answers 200', async () => {
    const before = Date.now();
    const response = await post(app, signUp);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: earlyAccessMessages.success });
    const [row, ...others] = await rowsFor(signUp.email);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      fullName: 'Sofia Marin',
      email: 'sofia@greenfield.example',
      sector: 'Manufacturing',
      country: 'Spain',
      handledAt: null,
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('queues a notification to NOTIFY_EMAIL listing the fields', async () => {
    await post(app, { ...signUp, email: 'notify@greenfield.example' });
    const mail = await latestOutboxMessage(app);
    expect(mail).toMatchObject({
      kind: 'lead-notification',
      toAddress: NOTIFY,
      replyTo: 'notify@greenfield.example',
      subject: 'New early-access sign-up from Sofia Marin',
      status: 'queued',
      attempts: 0,
    });
    for (const value of ['Sofia Marin', 'notify@greenfield.example', 'Manufacturing', 'Spain']) {
      expect(mail!.textBody).toContain(value);
    }
  });

  it('trims the fields before storing them', async () => {
    await post(app, {
      full_name: '  Ana  ',
      email: ' ana@x.example ',
      sector: ' Retail ',
      country: ' Chile',
    });
    const [row] = await rowsFor('ana@x.example');
    expect(row).toMatchObject({ fullName: 'Ana', sector: 'Retail', country: 'Chile' });
  });

  it.each(shapelessBodies(URL))('answers %s with 400, never 500', async (_name, send) => {
    const response = await send(app);
    expect(response.statusCode).toBe(400);
    expect(response.json().message.length).toBeGreaterThan(5);
  });

  it('names all four fields when none is given', async () => {
    const response = await post(app, {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual([
      'country',
      'email',
      'full_name',
      'sector',
    ]);
  });

  it.each(['full_name', 'email', 'sector', 'country'])('requires %s', async (field) => {
    expectFieldError(await post(app, { ...signUp, [field]: '   ' }), field);
    const { [field]: _omitted, ...rest } = signUp as Record<string, string>;
    expectFieldError(await post(app, rest), field);
  });

  // The spec's pattern: text, at sign, text, dot, text.
  it.each([
    'sofia',
    'sofia@greenfield',
    'sofia.greenfield.example',
    '@greenfield.example',
    'sofia@',
    'so fia@x.example',
    'sofia@x.',
  ])('refuses %j, which does not match the e-mail pattern', async (email) => {
    expectFieldError(await post(app, { ...signUp, email }), 'email');
  });

  it.each(
    fieldCases(signUp, {
      full_name: { max: 100 },
      email: { max: 254, fill: emailOfLength },
      sector: { max: 100 },
      country: { max: 80 },
    }),
  )('refuses %s as %s with 400 naming the field', async (field, _what, body) => {
    expectFieldError(await post(app, body), field);
  });

  it('stores nothing and queues nothing for rejected input', async () => {
    const leads = (await app.db.select().from(earlyAccessLeads)).length;
    const mails = await outboxCount(app);
    await post(app, { ...signUp, email: 'nope' });
    expect(await app.db.select().from(earlyAccessLeads)).toHaveLength(leads);
    expect(await outboxCount(app)).toBe(mails);
  });
});
