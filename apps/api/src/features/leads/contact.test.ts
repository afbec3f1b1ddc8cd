import { contactMessages, site } from '@verdantia/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { contactLeads } from '../../db/schema/index.ts';
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

const URL = '/api/submit_contact_form';
const post = (app: App, payload?: unknown) => postJson(app, URL, payload);

const fullContact = {
  name: 'Amira Haddad',
  designation: 'Head of Sustainability',
  companyName: 'Northwind Foods',
  professionalEmail: 'amira.haddad@northwind.example',
  sector: 'Food and beverage',
  phone: '+44 20 7946 0123',
  message: 'We would like a demo of the carbon module.\nNext week suits us.',
};
const requestInfo = {
  source: 'request-info',
  name: 'Tom Reyes',
  designation: 'CFO',
  companyName: 'Harbour Logistics',
  professionalEmail: 'tom@harbour.example',
};

describe('POST /api/submit_contact_form', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const rowsFor = (email: string) =>
    app.db.select().from(contactLeads).where(eq(contactLeads.professionalEmail, email));

  it('stores every field of the contact form with a timestamp and answers 200', async () => {
    const before = Date.now();
    const response = await post(app, fullContact);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: contactMessages.success });

    const [row, ...others] = await rowsFor(fullContact.professionalEmail);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({ ...fullContact, source: 'contact', handledAt: null });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('queues a notification to the provider that lists every field', async () => {
    await post(app, { ...fullContact, professionalEmail: 'notify@northwind.example' });
    const mail = await latestOutboxMessage(app);
    expect(mail).toMatchObject({
      kind: 'lead-notification',
      toAddress: site.email,
      replyTo: 'notify@northwind.example',
      subject: 'New contact message from Northwind Foods',
      status: 'queued',
      attempts: 0,
      sentAt: null,
      lastError: null,
    });
    for (const value of [
      'Amira Haddad',
      'Head of Sustainability',
      'Northwind Foods',
      'notify@northwind.example',
      'Food and beverage',
      '+44 20 7946 0123',
      'We would like a demo of the carbon module.',
      'Next week suits us.',
    ]) {
      expect(mail!.textBody).toContain(value);
    }
    expect(mail!.textBody).toMatch(/Received: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
  });

  it('accepts only the required fields, storing the optional ones as empty', async () => {
    const response = await post(app, {
      name: 'Li Wei',
      companyName: 'Minimal Ltd',
      professionalEmail: 'li@minimal.example',
      designation: '',
      phone: '  ',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await rowsFor('li@minimal.example');
    expect(row).toMatchObject({ designation: null, sector: null, phone: null, message: null });
  });

  it("stores a request-info lead with source 'request-info' and only the modal's fields", async () => {
    const response = await post(app, { ...requestInfo, phone: '0123456', message: 'ignored' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: contactMessages.success });
    const [row] = await rowsFor(requestInfo.professionalEmail);
    expect(row).toMatchObject({
      source: 'request-info',
      name: 'Tom Reyes',
      designation: 'CFO',
      companyName: 'Harbour Logistics',
      phone: null,
      message: null,
    });
    const mail = await latestOutboxMessage(app);
    expect(mail!.subject).toBe('New information request from Harbour Logistics');
    expect(mail!.textBody).toContain('Request info');
  });

  it('accepts a request-info lead with the e-mail address alone', async () => {
    const response = await post(app, {
      source: 'request-info',
      professionalEmail: 'solo@x.example',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await rowsFor('solo@x.example');
    expect(row).toMatchObject({ source: 'request-info', name: null, companyName: null });
    expect((await latestOutboxMessage(app))!.subject).toBe(
      'New information request from solo@x.example',
    );
  });

  it('keeps line breaks out of the subject (no header injection)', async () => {
    await post(app, {
      ...fullContact,
      companyName: 'Evil\r\nBcc: victim@example.org',
      professionalEmail: 'crlf@x.example',
    });
    expect((await latestOutboxMessage(app))!.subject).toBe(
      'New contact message from Evil Bcc: victim@example.org',
    );
  });

  it.each(shapelessBodies(URL))('answers %s with 400, never 500', async (_name, send) => {
    const response = await send(app);
    expect(response.statusCode).toBe(400);
    expect(response.json().message.length).toBeGreaterThan(5);
  });

  it('names every missing required field of the contact form', async () => {
    for (const body of [{}, { source: 'contact' }]) {
      const response = await post(app, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors).sort()).toEqual([
        'companyName',
        'name',
        'professionalEmail',
      ]);
    }
  });

  it('names the e-mail as the only required field of the request-info modal', async () => {
    const response = await post(app, { source: 'request-info' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      professionalEmail: ['Please enter your e-mail address.'],
    });
  });

  it('refuses an unknown source', async () => {
    for (const source of ['newsletter', 42, null]) {
      const response = await post(app, { ...fullContact, source });
      expectFieldError(response, 'source');
    }
  });

  it.each(['not-an-email', 'a@b', 'a @example.org', '@example.org', 'amira@'])(
    'refuses the invalid e-mail %j on both forms',
    async (professionalEmail) => {
      expectFieldError(await post(app, { ...fullContact, professionalEmail }), 'professionalEmail');
      expectFieldError(await post(app, { ...requestInfo, professionalEmail }), 'professionalEmail');
    },
  );

  it('refuses a phone number with letters in it', async () => {
    expectFieldError(await post(app, { ...fullContact, phone: 'call me maybe' }), 'phone');
  });

  const contactLimits = {
    name: { max: 100 },
    designation: { max: 100 },
    companyName: { max: 150 },
    professionalEmail: { max: 254, fill: emailOfLength },
    sector: { max: 100 },
    phone: { max: 40, fill: (n: number) => '1'.repeat(n) },
    message: { max: 5000 },
  };
  it.each(fieldCases(fullContact, contactLimits))(
    'contact form: refuses %s as %s with 400 naming the field',
    async (field, _what, body) => {
      expectFieldError(await post(app, body), field);
    },
  );

  const requestInfoLimits = {
    name: { max: 100 },
    designation: { max: 100 },
    companyName: { max: 150 },
    professionalEmail: { max: 254, fill: emailOfLength },
  };
  it.each(fieldCases(requestInfo, requestInfoLimits))(
    'request-info: refuses %s as %s with 400 naming the field',
    async (field, _what, body) => {
      expectFieldError(await post(app, body), field);
    },
  );

  it('accepts every field at its exact limit', async () => {
    const response = await post(app, {
      name: 'n'.repeat(100),
      designation: 'd'.repeat(100),
      companyName: 'c'.repeat(150),
      professionalEmail: emailOfLength(254),
      sector: 's'.repeat(100),
      phone: '1'.repeat(40),
      message: 'm'.repeat(5000),
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores nothing and queues nothing for rejected input', async () => {
    const leads = await app.db.select({ id: contactLeads.id }).from(contactLeads);
    const mails = await outboxCount(app);
    await post(app, { ...fullContact, professionalEmail: 'nope' });
    await post(app, {});
    expect(await app.db.select({ id: contactLeads.id }).from(contactLeads)).toHaveLength(
      leads.length,
    );
    expect(await outboxCount(app)).toBe(mails);
  });

  it('documents the lead endpoints in the OpenAPI description', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    for (const path of ['/api/addLead', URL, '/api/comming_soon', '/api/waiting-list']) {
      expect(paths[path]?.post).toBeDefined();
    }
    const body = paths[URL].post.requestBody.content['application/json'].schema;
    expect(JSON.stringify(body)).toContain('request-info');
  });

  it('stores a lead and its notification together or not at all', async () => {
    await app.db.execute(sql`alter table outbox_messages rename to outbox_messages_away`);
    try {
      const response = await post(app, { ...fullContact, professionalEmail: 'atomic@x.example' });
      expect(response.statusCode).toBe(500);
      expect(await rowsFor('atomic@x.example')).toHaveLength(0);
    } finally {
      await app.db.execute(sql`alter table outbox_messages_away rename to outbox_messages`);
    }
    const retry = await post(app, { ...fullContact, professionalEmail: 'atomic@x.example' });
    expect(retry.statusCode).toBe(200);
    expect(await rowsFor('atomic@x.example')).toHaveLength(1);
  });
});
