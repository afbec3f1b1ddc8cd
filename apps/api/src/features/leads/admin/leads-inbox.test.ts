import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import {
  auditLog,
  contactLeads,
  newsletterLeads,
  outboxMessages,
} from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { staffWithSession } from '../../../test/staff.ts';
import { neutraliseFormula } from '../../../http/csv.ts';

let app: App;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  cookie = (await staffWithSession(app, 'admin')).cookie;
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  await post('/api/submit_contact_form', {
    name: 'Ada Lovelace',
    companyName: 'Engines Ltd',
    professionalEmail: 'Ada@Example.org',
    message: '=HYPERLINK("http://evil.example","click")',
    phone: '+44 20 7946 0000',
  });
  await post('/api/submit_contact_form', {
    source: 'request-info',
    professionalEmail: 'info.seeker@example.org',
    designation: 'CFO',
  });
  await post('/api/addLead', { email: 'ada@example.org' });
  await post('/api/comming_soon', {
    full_name: 'Grace Hopper',
    email: 'grace@example.org',
    sector: 'Energy',
    country: 'Norway',
  });
  await post('/api/waiting-list', {
    firstName: 'Alan',
    surname: 'Turing',
    companyName: '@Bletchley',
    email: 'ADA@example.org',
    programme: 'ESG Essentials',
  });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });

describe('leads inbox', () => {
  it('lists every kind newest first, with total', async () => {
    const response = await get('/api/admin/leads');
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json();
    expect(total).toBe(5);
    expect(items.map((i: { kind: string }) => i.kind)).toEqual([
      'waiting-list',
      'early-access',
      'newsletter',
      'request-info',
      'contact',
    ]);
    expect(items[0]).toEqual({
      kind: 'waiting-list',
      id: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      handledAt: null,
      name: 'Alan Turing',
      email: 'ADA@example.org',
      company: '@Bletchley',
      summary: 'ESG Essentials',
    });
    expect(items[1].summary).toBe('Energy, Norway');
  });

  it('opens on fresh figures each time: a new lead shows first and counts, at any page size', async () => {
    const before = (await get('/api/admin/leads?pageSize=2')).json();
    await app.inject({
      method: 'POST',
      url: '/api/addLead',
      payload: { email: 'fresh.reader@example.org' },
    });
    for (const url of ['/api/admin/leads?pageSize=2', '/api/admin/leads']) {
      const { items, total } = (await get(url)).json();
      expect(total).toBe(before.total + 1);
      expect(items[0]).toMatchObject({ kind: 'newsletter' });
      expect(JSON.stringify(items[0])).toContain('fresh.reader@example.org');
      expect(items).toHaveLength(url.endsWith('=2') ? 2 : before.total + 1);
    }
    // The next page of the same size is read with the filters' statement, and follows on.
    const second = (await get('/api/admin/leads?pageSize=2&page=2')).json();
    expect(second.total).toBe(before.total + 1);
    expect(second.items[0]).toEqual(before.items[1]);
    const deleted = await app.db
      .delete(newsletterLeads)
      .where(eq(newsletterLeads.email, 'fresh.reader@example.org'))
      .returning({ id: newsletterLeads.id });
    expect(deleted).toHaveLength(1);
  });

  it('filters by kind, search, status, dates and pages', async () => {
    const kinds = async (query: string) =>
      ((await get(`/api/admin/leads?${query}`)).json().items as { kind: string }[]).map(
        (i) => i.kind,
      );
    expect(await kinds('kind=request-info')).toEqual(['request-info']);
    expect(await kinds('kind=contact')).toEqual(['contact']);
    expect(await kinds('q=ada%40EXAMPLE')).toEqual(['waiting-list', 'newsletter', 'contact']);
    expect(await kinds('q=engines')).toEqual(['contact']);
    expect(await kinds('q=100%25')).toEqual([]); // % is literal, not a wildcard
    const today = new Date().toISOString().slice(0, 10);
    expect(await kinds(`from=${today}&to=${today}`)).toHaveLength(5);
    expect(await kinds('to=2000-01-01')).toEqual([]);
    expect(await kinds('from=2999-01-01')).toEqual([]);
    const page2 = (await get('/api/admin/leads?pageSize=2&page=2')).json();
    expect(page2.total).toBe(5);
    expect(page2.items.map((i: { kind: string }) => i.kind)).toEqual([
      'newsletter',
      'request-info',
    ]);
    // A page past the end is empty but still says how many match.
    expect((await get('/api/admin/leads?pageSize=2&page=4')).json()).toEqual({
      items: [],
      total: 5,
    });
    expect((await get('/api/admin/leads?q=nobody-at-all')).json()).toEqual({
      items: [],
      total: 0,
    });
    for (const bad of ['kind=spam', 'from=2024-02-31x', 'status=old', 'pageSize=500', 'page=0']) {
      expect((await get(`/api/admin/leads?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('shows one lead and marks it handled or new again', async () => {
    const [contact] = await app.db
      .select()
      .from(contactLeads)
      .where(eq(contactLeads.source, 'contact'));
    const detail = await get(`/api/admin/leads/contact/${contact!.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      kind: 'contact',
      id: contact!.id,
      handledAt: null,
      fields: {
        Name: 'Ada Lovelace',
        Company: 'Engines Ltd',
        'E-mail': 'Ada@Example.org',
        Phone: '+44 20 7946 0000',
      },
    });
    // A contact row is not found under another kind.
    expect((await get(`/api/admin/leads/request-info/${contact!.id}`)).statusCode).toBe(404);
    expect((await get('/api/admin/leads/newsletter/99999')).statusCode).toBe(404);

    const mark = (handled: boolean) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/leads/contact/${contact!.id}/handled`,
        headers: { cookie },
        payload: { handled },
      });
    const done = await mark(true);
    expect(done.statusCode).toBe(200);
    expect(done.json().handledAt).toMatch(/^\d{4}-/);
    expect((await get('/api/admin/leads?status=handled')).json().total).toBe(1);
    expect((await get('/api/admin/leads?status=new')).json().total).toBe(4);
    expect((await mark(false)).json().handledAt).toBeNull();
    const newsletter = (await get('/api/admin/leads?kind=newsletter')).json().items[0];
    const handledNewsletter = await app.inject({
      method: 'POST',
      url: `/api/admin/leads/newsletter/${newsletter.id}/handled`,
      headers: { cookie },
      payload: { handled: true },
    });
    expect(handledNewsletter.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: `/api/admin/leads/newsletter/${newsletter.id}/handled`,
      headers: { cookie },
      payload: { handled: false },
    });
  });

  it('exports CSV with a BOM, the rows, neutralised formulas, and audits it', async () => {
    const response = await get('/api/admin/leads/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Kind,ID,Received (UTC),Handled (UTC),Name,E-mail,Company,Designation,Phone,Sector,Country,Programme,Message',
    );
    expect(lines).toHaveLength(6);
    expect(body).toContain('Ada Lovelace');
    expect(body).toContain('grace@example.org');
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(body).toContain(",'@Bletchley,");
    expect(body).toContain(",'+44 20 7946 0000,");
    expect(body).not.toMatch(/,[=+@-]/);

    const filtered = await get('/api/admin/leads/export.csv?kind=early-access&q=grace');
    expect(filtered.rawPayload.toString('utf8').trim().split('\r\n')).toHaveLength(2);

    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'leads.exported'))
      .orderBy(desc(auditLog.id));
    expect(entry!.detail).toMatchObject({ count: 1, kind: 'early-access', searched: true });
    expect(JSON.stringify(entry)).not.toContain('grace');
  });

  it('neutralises every formula trigger', () => {
    for (const value of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    }
    expect(neutraliseFormula('plain')).toBe('plain');
  });

  it("erases one person's leads and notifications in every table, audited with counts only", async () => {
    const before = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxMessages)
      .where(sql`lower(${outboxMessages.replyTo}) = 'ada@example.org'`);
    expect(before[0]!.n).toBe(3);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/leads/erase',
      headers: { cookie },
      payload: { email: ' ADA@example.ORG ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      erased: {
        contact: 1,
        newsletter: 1,
        earlyAccess: 0,
        waitingList: 1,
        assessment: 0,
        outbox: 3,
      },
    });
    const left = (await get('/api/admin/leads')).json();
    expect(left.total).toBe(2);
    expect(JSON.stringify(left)).not.toMatch(/ada@example/i);
    const outbox = await app.db.select().from(outboxMessages);
    expect(JSON.stringify(outbox)).not.toMatch(/ada@example|Lovelace/i);

    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'leads.erased'))
      .orderBy(desc(auditLog.id));
    expect(entry!.detail).toEqual({
      contact: 1,
      newsletter: 1,
      earlyAccess: 0,
      waitingList: 1,
      assessment: 0,
      outbox: 3,
    });
    expect(JSON.stringify(entry)).not.toMatch(/ada/i);

    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/leads/erase',
      headers: { cookie },
      payload: { email: 'not an address' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('outbox', () => {
  it('lists messages with status and attempts, and retries a failed one', async () => {
    const list = await get('/api/admin/outbox');
    expect(list.statusCode).toBe(200);
    const { items, total } = list.json();
    expect(total).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({
      kind: 'lead-notification',
      status: 'queued',
      attempts: 0,
      lastError: null,
    });
    const id = items[0].id as number;
    await app.db
      .update(outboxMessages)
      .set({ status: 'failed', attempts: 5, lastError: 'SMTP said no' })
      .where(eq(outboxMessages.id, id));
    expect((await get('/api/admin/outbox?status=failed')).json().items).toHaveLength(1);
    const retry = await app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${id}/retry`,
      headers: { cookie },
      payload: {},
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message).toMatchObject({ id, status: 'queued', attempts: 0 });
    await app.db.update(outboxMessages).set({ status: 'sent' }).where(eq(outboxMessages.id, id));
    const sent = await app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${id}/retry`,
      headers: { cookie },
      payload: {},
    });
    expect(sent.statusCode).toBe(409);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/outbox/99999/retry',
      headers: { cookie },
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/admin/outbox?status=lost')).statusCode).toBe(400);
  });
});
