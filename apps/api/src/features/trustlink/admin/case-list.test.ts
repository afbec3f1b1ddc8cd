import { randomBytes } from 'node:crypto';
import { caseDeadlines, CASE_PAGE_SIZE } from '@verdantia/domain';
import { eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { keyRing } from '../../../crypto/envelope.ts';
import { trustlinkInteractions as t } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { sealedCaseRow, seedCases } from '../../../test/seed-cases.ts';
import { caseManagerWithSession } from '../../../test/staff.ts';
import { createTestInteraction, followUp } from '../../../test/trustlink.ts';
import { errorMessages } from '../../../http/error-messages.ts';
import { casePage } from '../../../../../../scripts/perf/baseline-statements.mjs';
import { unfilteredPageFor } from './case-list.ts';

// The case list pages, filters, sorts and counts in the database and opens only the cases of the
// page it shows; a case sealed under a DATA_KEY this instance lacks is named, never a 500.

let app: App;
let cookie: string;
let staffId: number;
let ids: number[];
beforeAll(async () => {
  app = await createTestApp();
  const signedIn = await caseManagerWithSession(app, 'case_handler');
  cookie = signedIn.cookie;
  staffId = signedIn.staff.id;
  ids = await seedCases(app.db, app.config, 160);
});
afterAll(() => app.close());

const list = async (query = '') => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/trustlink/cases${query}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    total: number;
    items: { id: number; title: string; overdue: boolean; receivedAt: string }[];
  };
};

describe('the case list in the database', () => {
  it('filters and counts overdue cases as the domain rule does, also on the dashboard', async () => {
    const rows = await app.db.select().from(t);
    const now = new Date();
    const overdue = rows.filter((row) => caseDeadlines(row, now).overdue);
    expect(overdue.length).toBeGreaterThan(0);
    expect((await list('?overdue=true')).total).toBe(overdue.length);
    expect((await list('?overdue=false')).total).toBe(rows.length - overdue.length);
    const page = await list('?overdue=true&page=2');
    expect(page.items.every((item) => item.overdue)).toBe(true);

    const dashboard = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/trustlink/dashboard',
        headers: { cookie },
      })
    ).json();
    const open = rows.filter((row) => row.status !== 'closed');
    expect(dashboard).toMatchObject({
      open: open.length,
      overdue: open.filter((row) => caseDeadlines(row, now).overdue).length,
      new: rows.filter((row) => row.status === 'new').length,
    });
  });

  it("stores each open case's next deadline as the domain rule computes it, month ends too", async () => {
    const dates = [
      { receivedAt: new Date('2025-11-23T10:00:00Z'), acknowledgedAt: null },
      {
        receivedAt: new Date('2025-11-20T10:00:00Z'),
        acknowledgedAt: new Date('2025-11-30T10:00:00Z'),
      },
      {
        receivedAt: new Date('2024-05-24T23:30:00Z'),
        acknowledgedAt: new Date('2024-05-31T23:30:00Z'),
      },
      { receivedAt: new Date('2023-11-24T00:00:00Z'), acknowledgedAt: null },
    ];
    for (const [i, when] of dates.entries()) {
      const [row] = await app.db
        .insert(t)
        .values({
          ...sealedCaseRow(app.config, i),
          ...when,
          status: 'new',
          feedbackGivenAt: null,
          closedAt: null,
          closureReason: null,
        })
        .returning();
      const due = caseDeadlines(row!);
      expect(row!.nextDueAt!.toISOString(), String(i)).toBe(
        (when.acknowledgedAt ? due.feedbackDueAt : due.acknowledgementDueAt).toISOString(),
      );
      await app.db.delete(t).where(eq(t.id, row!.id));
    }
  });

  it('pages newest or oldest first, finds a reference, and filters by assignee', async () => {
    const first = await list();
    expect(first.total).toBe(ids.length);
    expect(first.items).toHaveLength(CASE_PAGE_SIZE);
    const times = first.items.map((item) => item.receivedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const oldest = await list('?sort=oldest');
    expect(oldest.items[0]!.receivedAt <= times.at(-1)!).toBe(true);
    const last = await list(`?page=${Math.ceil(ids.length / CASE_PAGE_SIZE)}`);
    expect(last.items).toHaveLength(ids.length % CASE_PAGE_SIZE || CASE_PAGE_SIZE);
    expect(last.total).toBe(ids.length);
    // Past the end there is no row to carry the count: it is still answered.
    const beyond = await list(`?page=${Math.ceil(ids.length / CASE_PAGE_SIZE) + 1}`);
    expect(beyond).toEqual({ items: [], total: ids.length });
    expect((await list('?sort=deadline')).items).toHaveLength(CASE_PAGE_SIZE);

    const target = ids[17]!;
    const reference = `TL-${String(target).padStart(6, '0')}`;
    expect((await list(`?q=${reference}`)).items.map((i) => i.id)).toEqual([target]);
    expect((await list(`?q=${target}`)).total).toBe(1);
    expect((await list('?q=purchasing')).total).toBe(0);

    await app.db
      .update(t)
      .set({ assigneeId: staffId })
      .where(inArray(t.id, ids.slice(0, 3)));
    expect((await list('?assigned=me')).total).toBe(3);
    expect((await list('?assigned=none')).total).toBe(ids.length - 3);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/trustlink/cases?sort=title',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('opens only the cases of the page shown', async () => {
    const page = await list('?sort=oldest');
    const shown = page.items.map((item) => item.id);
    // Every other case becomes impossible to open: a list that opened them would say so.
    await app.db
      .update(t)
      .set({ sealedReport: 'AAAA', sealedTitle: 'AAAA' })
      .where(notInArray(t.id, shown));
    const again = await list('?sort=oldest');
    expect(again.total).toBe(ids.length);
    expect(again.items.map((item) => item.title)).toEqual(page.items.map((item) => item.title));
    expect(again.items.every((item) => item.title.startsWith('Seeded case'))).toBe(true);
    // The broken ones go, so that the next test starts from readable cases only.
    await app.db.delete(t).where(notInArray(t.id, shown));
    ids = shown;
  });

  it('names a case sealed under a key it lacks in the list, and answers 409 on its page', async () => {
    const otherInstance = { ...app.config, DATA_KEY: randomBytes(32).toString('base64') };
    const [foreign] = await app.db
      .insert(t)
      .values(sealedCaseRow(otherInstance, 3))
      .returning({ id: t.id, keyId: t.keyId });
    expect(foreign!.keyId).toBe(keyRing(otherInstance.DATA_KEY).current.id);
    const listed = await list(`?q=${foreign!.id}`);
    expect(listed.items[0]!.title).toBe(`unreadable: key ${foreign!.keyId} missing`);
    const whole = await list('?sort=oldest');
    expect(whole.total).toBe(ids.length + 1);

    const url = `/api/admin/trustlink/cases/${foreign!.id}`;
    const page = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(page.statusCode).toBe(409);
    expect(page.json().message).toContain(`unreadable: key ${foreign!.keyId} missing`);
    for (const [path, payload] of [
      ['/notes', { body: 'A note' }],
      ['/messages', { body: 'A question' }],
      ['/status', { status: 'acknowledged' }],
    ] as const) {
      const action = await app.inject({
        method: 'POST',
        url: `${url}${path}`,
        headers: { cookie },
        payload,
      });
      expect(action.statusCode, path).toBe(409);
    }
    const [still] = await app.db.select({ status: t.status }).from(t).where(eq(t.id, foreign!.id));
    expect(still!.status).toBe(sealedCaseRow(otherInstance, 3).status);
  });

  it('answers a reporter whose case this instance cannot open 409, never a 500', async () => {
    const intId = await createTestInteraction(app);
    await app.db.update(t).set({ keyId: 'feedfacefeedface' }).where(eq(t.interactionId, intId));
    const response = await followUp(app, intId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(errorMessages.unreadable);
    expect(response.body).not.toContain('feedface');
  });
});

describe('titles sealed on their own', () => {
  const damaged = 'unreadable: sealed content damaged';
  const titleOfCase = async (id: number) => (await list(`?q=${id}`)).items[0]!.title;
  /** Every page of the list as staff first open it (no filter, newest first). */
  async function everyUnfilteredPage() {
    const first = await list();
    const pages = Math.ceil(first.total / CASE_PAGE_SIZE);
    const rest = await Promise.all(
      Array.from({ length: pages - 1 }, (_, k) => list(`?page=${k + 2}`)),
    );
    return [first, ...rest].flatMap((page) => page.items);
  }
  const insertCase = async (values: Partial<typeof t.$inferInsert> = {}, i = 11) => {
    const [row] = await app.db
      .insert(t)
      .values({ ...sealedCaseRow(app.config, i), ...values })
      .returning();
    return row!;
  };

  it("shows a new case's title from its own sealed column, never its report", async () => {
    const intId = await createTestInteraction(app, { title: 'Forklift keys left in the cab' });
    const [row] = await app.db.select().from(t).where(eq(t.interactionId, intId));
    expect(row!.sealedTitle).toBeTruthy();
    expect(row!.sealedTitle).not.toContain('Forklift');
    // The report cannot be opened any more: the title shown comes from its own column.
    await app.db.update(t).set({ sealedReport: 'AAAA' }).where(eq(t.id, row!.id));
    expect(await titleOfCase(row!.id)).toBe('Forklift keys left in the cab');
    expect((await list()).items[0]).toMatchObject({
      id: row!.id,
      title: 'Forklift keys left in the cab',
    });
    await app.db.delete(t).where(eq(t.id, row!.id));
  });

  it('opens the report of an older case that has no sealed title', async () => {
    const older = await insertCase({ sealedTitle: null }, 12);
    expect(await titleOfCase(older.id)).toBe('Seeded case 12');
    const listed = (await everyUnfilteredPage()).find((item) => item.id === older.id);
    expect(listed?.title).toBe('Seeded case 12');
    await app.db.delete(t).where(eq(t.id, older.id));
  });

  it('does not open a sealed title copied into another row, and the list goes on', async () => {
    const source = await insertCase({}, 13);
    const target = await insertCase({}, 14);
    // Another case's sealed title: sealed with another data key, bound to another case.
    await app.db.update(t).set({ sealedTitle: source.sealedTitle }).where(eq(t.id, target.id));
    expect(await titleOfCase(target.id)).toBe(damaged);
    expect(await titleOfCase(source.id)).toBe('Seeded case 13');
    const items = await everyUnfilteredPage();
    expect(items.find((item) => item.id === target.id)?.title).toBe(damaged);
    expect(items.find((item) => item.id === source.id)?.title).toBe('Seeded case 13');
    // Its own report in the title's column: same key and case, but bound to the role 'report'.
    await app.db.update(t).set({ sealedTitle: target.sealedReport }).where(eq(t.id, target.id));
    expect(await titleOfCase(target.id)).toBe(damaged);
    await app.db.delete(t).where(inArray(t.id, [source.id, target.id]));
  });
});

describe("the perf baseline's copy of the list's statement", () => {
  // npm run perf measures the list against a bare app running this statement (the same database
  // work): a change to the app's must be made to the copy too.
  it("is the statement the app prepares for a case manager's unfiltered page", () => {
    expect(unfilteredPageFor.manager(app.db).getQuery().sql).toBe(casePage);
  });
});
