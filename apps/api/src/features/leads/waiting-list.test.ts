import { site, waitingListMessages } from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { waitingListEntries } from '../../db/schema/index.ts';
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

const URL = '/api/waiting-list';
const post = (app: App, payload?: unknown) => postJson(app, URL, payload);

const entry = {
  firstName: 'Chloé',
  surname: "O'Neill-Ward",
  companyName: 'Brightwater Capital',
  email: 'chloe@brightwater.example',
  message: 'Our board would like to join the next cohort.',
  programme: '/academy/board-leadership',
};

describe('POST /api/waiting-list', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const rowsFor = (email: string) =>
    app.db.select().from(waitingListEntries).where(eq(waitingListEntries.email, email));

  it('stores every field with a timestamp and answers 201', async () => {
    const before = Date.now();
    const response = await post(app, entry);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: waitingListMessages.success });
    const [row, ...others] = await rowsFor(entry.email);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({ ...entry, handledAt: null });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('queues a notification to the provider listing the fields', async () => {
    await post(app, { ...entry, email: 'notify@brightwater.example' });
    const mail = await latestOutboxMessage(app);
    expect(mail).toMatchObject({
      kind: 'lead-notification',
      toAddress: site.email,
      replyTo: 'notify@brightwater.example',
      subject: "New waiting-list entry from Chloé O'Neill-Ward, Brightwater Capital",
      status: 'queued',
    });
    for (const value of Object.values({ ...entry, email: 'notify@brightwater.example' })) {
      expect(mail!.textBody).toContain(value);
    }
  });

  it('accepts an entry without a message or programme', async () => {
    const { message: _m, programme: _p, ...required } = entry;
    const response = await post(app, { ...required, email: 'short@x.example', message: '' });
    expect(response.statusCode).toBe(201);
    const [row] = await rowsFor('short@x.example');
    expect(row).toMatchObject({ message: null, programme: null });
  });

  it.each(['José', 'Zoë', 'Anne-Marie', "D'Arcy", 'Mary Ann', 'Ægir', 'Łukasz'])(
    'accepts the name %j',
    async (firstName) => {
      const response = await post(app, { ...entry, firstName, email: 'names@x.example' });
      expect(response.statusCode).toBe(201);
    },
  );

  it.each(['J0hn', 'Ann3', '<script>', 'R2-D2', 'Jane_Doe', '-Jane', 'Jane!', 'jane@x'])(
    'refuses %j as a first name or surname: letters only',
    async (name) => {
      expectFieldError(await post(app, { ...entry, firstName: name }), 'firstName');
      expectFieldError(await post(app, { ...entry, surname: name }), 'surname');
    },
  );

  it.each(shapelessBodies(URL))('answers %s with 400, never 500', async (_name, send) => {
    const response = await send(app);
    expect(response.statusCode).toBe(400);
    expect(response.json().message.length).toBeGreaterThan(5);
  });

  it('names the four required fields when none is given', async () => {
    const response = await post(app, {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual([
      'companyName',
      'email',
      'firstName',
      'surname',
    ]);
  });

  it.each(['not-an-email', 'chloe@', 'chloe@brightwater', 'ch loe@x.example'])(
    'refuses the invalid e-mail %j',
    async (email) => {
      expectFieldError(await post(app, { ...entry, email }), 'email');
    },
  );

  it.each(
    fieldCases(entry, {
      firstName: { max: 50 },
      surname: { max: 50 },
      companyName: { max: 50 },
      email: { max: 100, fill: emailOfLength },
      message: { max: 2000 },
      programme: { max: 100 },
    }),
  )('refuses %s as %s with 400 naming the field', async (field, _what, body) => {
    expectFieldError(await post(app, body), field);
  });

  it('accepts the spec limits exactly: 50 / 50 / 50 / 100', async () => {
    const response = await post(app, {
      firstName: 'a'.repeat(50),
      surname: 'b'.repeat(50),
      companyName: 'c'.repeat(50),
      email: emailOfLength(100),
    });
    expect(response.statusCode).toBe(201);
  });

  it('stores nothing and queues nothing for rejected input', async () => {
    const entries = (await app.db.select().from(waitingListEntries)).length;
    const mails = await outboxCount(app);
    await post(app, { ...entry, firstName: 'J0hn' });
    expect(await app.db.select().from(waitingListEntries)).toHaveLength(entries);
    expect(await outboxCount(app)).toBe(mails);
  });
});
