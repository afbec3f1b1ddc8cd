import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { assessmentLeads, assessments, leadCounts } from '../../../db/schema/index.ts';
import { finishedAssessment } from '../../../test/assessment.ts';
import { createTestApp } from '../../../test/app.ts';
import { staffWithSession } from '../../../test/staff.ts';
import { rowsOf } from './lead-row.ts';
import { allLeads } from './lead-union.ts';

// The inbox's totals come from lead_counts, which database triggers keep on every lead table:
// whatever writes a lead (a form, handling, erasure, a cascade, plain SQL), and however many
// write at once, the counts must equal the leads themselves. On PostgreSQL
// (TEST_DATABASE_URL) the parallel writes below run as concurrent transactions.

let app: App;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  cookie = (await staffWithSession(app, 'admin')).cookie;
});
afterAll(() => app.close());

type Counts = Record<string, { total: number; handled: number }>;

/** The kept counts, kinds with none left out. */
async function keptCounts(): Promise<Counts> {
  const rows = await app.db.select().from(leadCounts);
  return Object.fromEntries(
    rows
      .filter((row) => row.total !== 0 || row.handled !== 0)
      .map((row) => [row.kind, { total: row.total, handled: row.handled }]),
  );
}

/** The leads as the inbox lists them, counted. */
async function actualCounts(): Promise<Counts> {
  const rows = rowsOf<{ kind: string; total: number; handled: number }>(
    await app.db.execute(
      sql`select kind, count(*)::int as total, count(handled_at)::int as handled
        from ${allLeads} group by kind`,
    ),
  );
  return Object.fromEntries(
    rows.map((row) => [row.kind, { total: Number(row.total), handled: Number(row.handled) }]),
  );
}

async function expectCountsRight() {
  const actual = await actualCounts();
  expect(await keptCounts()).toEqual(actual);
  const sum = (pick: (c: { total: number; handled: number }) => number) =>
    Object.values(actual).reduce((n, c) => n + pick(c), 0);
  const total = async (query: string) =>
    (
      await app.inject({ method: 'GET', url: `/api/admin/leads${query}`, headers: { cookie } })
    ).json<{ total: number }>().total;
  expect(await total('')).toBe(sum((c) => c.total));
  expect(await total('?status=handled')).toBe(sum((c) => c.handled));
  expect(await total('?status=new')).toBe(sum((c) => c.total - c.handled));
  expect(await total('?kind=newsletter')).toBe(actual.newsletter?.total ?? 0);
  expect(await total('?kind=contact&status=new')).toBe(
    (actual.contact?.total ?? 0) - (actual.contact?.handled ?? 0),
  );
}

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
const staffPost = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { cookie } });

/** One lead of each form kind for `email`. */
const formsFor = (email: string, i: number) => [
  post('/api/addLead', { email }),
  post('/api/submit_contact_form', {
    name: `Person ${i}`,
    companyName: 'Counting Ltd',
    professionalEmail: email,
  }),
  post('/api/submit_contact_form', { source: 'request-info', professionalEmail: email }),
  post('/api/comming_soon', {
    full_name: `Person ${i}`,
    email,
    sector: 'Energy',
    country: 'Wales',
  }),
  post('/api/waiting-list', {
    firstName: 'Person',
    surname: 'Counter',
    companyName: 'Counting Ltd',
    email,
  }),
];

const markHandled = (kind: string, id: number, handled: boolean) =>
  staffPost(`/api/admin/leads/${kind}/${id}/handled`, { handled });

describe('lead counts', () => {
  it('follow every kind of write: forms, handling, confirmation, erasure, a cascade', async () => {
    const posted = await Promise.all(formsFor('first@example.org', 1));
    expect(posted.map((response) => response.statusCode < 300)).toEqual(posted.map(() => true));
    await expectCountsRight();

    const { items } = (
      await app.inject({ method: 'GET', url: '/api/admin/leads', headers: { cookie } })
    ).json<{ items: { kind: string; id: number }[] }>();
    for (const item of items.slice(0, 3)) {
      expect((await markHandled(item.kind, item.id, true)).statusCode).toBe(200);
    }
    // Marking a handled lead handled again changes nothing.
    await markHandled(items[0]!.kind, items[0]!.id, true);
    await markHandled(items[1]!.kind, items[1]!.id, false);
    await expectCountsRight();

    // An assessment's address counts once confirmed, and goes with its assessment.
    const { id: assessmentId } = await finishedAssessment(app, 2);
    const [lead] = await app.db
      .insert(assessmentLeads)
      .values({ assessmentId, email: 'assessed@example.org' })
      .returning();
    await expectCountsRight();
    await app.db
      .update(assessmentLeads)
      .set({ confirmedAt: new Date() })
      .where(eq(assessmentLeads.id, lead!.id));
    await expectCountsRight();
    await markHandled('assessment', lead!.id, true);
    await expectCountsRight();
    await app.db.delete(assessments).where(eq(assessments.id, assessmentId));
    await expectCountsRight();

    const erased = await staffPost('/api/admin/leads/erase', { email: 'first@example.org' });
    expect(erased.statusCode).toBe(200);
    await expectCountsRight();
  });

  it('stay exact under many writes at once', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `parallel-${i}@example.org`);
    const posted = await Promise.all(emails.flatMap((email, i) => formsFor(email, i)));
    expect(posted.filter((response) => response.statusCode >= 300).map((r) => r.body)).toEqual([]);
    await expectCountsRight();

    const { items } = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/leads?pageSize=100',
        headers: { cookie },
      })
    ).json<{ items: { kind: string; id: number; email: string }[] }>();
    // Handling, reopening and erasing at the same time, on overlapping kinds.
    await Promise.all([
      ...items.filter((_, i) => i % 2 === 0).map((item) => markHandled(item.kind, item.id, true)),
      ...items.filter((_, i) => i % 5 === 0).map((item) => markHandled(item.kind, item.id, false)),
      ...emails
        .slice(0, 4)
        .map((email) => staffPost('/api/admin/leads/erase', { email: email.toUpperCase() })),
      ...formsFor('late@example.org', 99),
    ]);
    await expectCountsRight();
  });

  it('start again from a kind whose row is gone (the triggers put it back)', async () => {
    // Without leads of those kinds first, so the counts stay comparable with the leads.
    await app.db.execute(sql`delete from newsletter_leads`);
    await app.db.execute(sql`delete from contact_leads where source = 'request-info'`);
    await app.db.execute(sql`delete from lead_counts where kind in ('newsletter', 'request-info')`);
    const posted = await Promise.all(formsFor('again@example.org', 7));
    expect(posted.filter((response) => response.statusCode >= 300).map((r) => r.body)).toEqual([]);
    await expectCountsRight();
    const kinds = (await app.db.select().from(leadCounts)).map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['newsletter', 'request-info']));
  });
});
