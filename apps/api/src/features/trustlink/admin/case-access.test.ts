import { accessMessages } from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import {
  outboxMessages,
  staffUsers,
  trustlinkEvents,
  trustlinkExclusions,
  trustlinkInteractions,
} from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { caseManagerWithSession, signIn, staffWithSession } from '../../../test/staff.ts';
import { createTestInteraction, pdfBytes } from '../../../test/trustlink.ts';
import { sendHandlerDigest } from '../notify.ts';

// Need to know and conflicts of interest, end to end through the API.

let app: App;
type Who = Awaited<ReturnType<typeof staffWithSession>>;
let manager: Who;
let secondManager: Who;
let handler: Who;
let named: Who;
let otherHandler: Who;
let siteAdmin: Who;

beforeAll(async () => {
  app = await createTestApp();
  manager = await caseManagerWithSession(app, 'admin');
  secondManager = await caseManagerWithSession(app, 'case_handler');
  handler = await staffWithSession(app, 'case_handler');
  otherHandler = await staffWithSession(app, 'case_handler');
  siteAdmin = await staffWithSession(app, 'admin');
  // A handler whose name a report will give with other accents and case.
  named = await staffWithSession(app, 'case_handler');
  await app.db
    .update(staffUsers)
    .set({ name: 'Zoë Ångström-Núñez' })
    .where(eq(staffUsers.id, named.staff.id));
  named.cookie = await signIn(app, named.staff.email);
});
afterAll(() => app.close());

const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

async function newCase(people: object[] = []) {
  const intId = await createTestInteraction(
    app,
    people.length ? { involvedPersons: JSON.stringify(people) } : {},
    { content: pdfBytes, filename: 'minutes.pdf' },
  );
  const [row] = await app.db
    .select({ id: trustlinkInteractions.id })
    .from(trustlinkInteractions)
    .where(eq(trustlinkInteractions.interactionId, intId));
  return row!.id;
}

const assign = (caseId: number, staffId: number | null, by = manager) =>
  call(by, 'POST', `/api/admin/trustlink/cases/${caseId}/assignee`, { staffId });

const listed = async (who: Who, query = '') =>
  (await call(who, 'GET', `/api/admin/trustlink/cases?${query}`)).json() as {
    total: number;
    items: Array<{ id: number }>;
  };

describe('need to know', () => {
  it('shows a handler only their cases: list, search, counts, case, files', async () => {
    const mine = await newCase();
    const theirs = await newCase();
    expect((await assign(mine, handler.staff.id)).statusCode).toBe(200);
    expect((await assign(theirs, otherHandler.staff.id)).statusCode).toBe(200);

    const list = await listed(handler);
    expect(list.items.map((i) => i.id)).toEqual([mine]);
    expect(list.total).toBe(1);
    const ref = (id: number) => `TL-${String(id).padStart(6, '0')}`;
    expect((await listed(handler, `q=${ref(theirs)}`)).total).toBe(0);
    expect((await listed(handler, `q=${ref(mine)}`)).total).toBe(1);
    const counts = (await call(handler, 'GET', '/api/admin/trustlink/dashboard')).json();
    expect(counts.open).toBe(1);
    expect((await call(handler, 'GET', '/api/admin/dashboard')).json().openCases).toBe(1);

    const detail = await call(handler, 'GET', `/api/admin/trustlink/cases/${mine}`);
    expect(detail.statusCode).toBe(200);
    const fileId = detail.json().evidence[0].id;
    const file = `/api/admin/trustlink/cases/${mine}/evidence/${fileId}`;
    expect((await call(handler, 'GET', file)).statusCode).toBe(200);
    // Another handler's case: 404 on the case, its files and every action, as if it did not exist.
    const theirDetail = (await call(manager, 'GET', `/api/admin/trustlink/cases/${theirs}`)).json();
    const theirFile = `/api/admin/trustlink/cases/${theirs}/evidence/${theirDetail.evidence[0].id}`;
    expect((await call(handler, 'GET', `/api/admin/trustlink/cases/${theirs}`)).statusCode).toBe(
      404,
    );
    expect((await call(handler, 'GET', theirFile)).statusCode).toBe(404);
    const note = { body: 'Trying my luck.' };
    expect(
      (await call(handler, 'POST', `/api/admin/trustlink/cases/${theirs}/notes`, note)).statusCode,
    ).toBe(404);
    // A handler does not assign, not even their own case.
    expect((await assign(mine, otherHandler.staff.id, handler)).json().message).toBe(
      accessMessages.notCaseManager,
    );
    expect((await call(handler, 'GET', '/api/admin/trustlink/handlers')).json().items).toEqual([]);
  });

  it('keeps the site admin without the permission out of every case (404)', async () => {
    const id = await newCase();
    expect((await call(siteAdmin, 'GET', `/api/admin/trustlink/cases/${id}`)).statusCode).toBe(404);
    expect((await listed(siteAdmin)).total).toBe(0);
    expect((await call(siteAdmin, 'GET', '/api/admin/dashboard')).json().openCases).toBe(0);
    // Granting the permission (an admin's act, audited) opens the cases.
    const grant = await app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${siteAdmin.staff.id}/case-manager`,
      headers: { cookie: manager.cookie },
      payload: { caseManager: true },
    });
    expect(grant.statusCode).toBe(200);
    const staffList = (await call(manager, 'GET', '/api/admin/staff')).json();
    const listedAdmin = staffList.find((m: { id: number }) => m.id === siteAdmin.staff.id);
    expect(listedAdmin.caseManager).toBe(true);
    expect((await call(siteAdmin, 'GET', `/api/admin/trustlink/cases/${id}`)).statusCode).toBe(200);
    expect((await listed(siteAdmin)).items.map((i) => i.id)).toContain(id);
    await app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${siteAdmin.staff.id}/case-manager`,
      headers: { cookie: manager.cookie },
      payload: { caseManager: false },
    });
    expect((await call(siteAdmin, 'GET', `/api/admin/trustlink/cases/${id}`)).statusCode).toBe(404);
    expect((await listed(siteAdmin)).total).toBe(0);
  });

  it('e-mails new reports to case managers only, and replies to the assignee', async () => {
    await sendHandlerDigest(app.db, app.config);
    await app.db.delete(outboxMessages);
    await newCase();
    await sendHandlerDigest(app.db, app.config);
    const to = (await app.db.select().from(outboxMessages)).map((m) => m.toAddress).sort();
    expect(to).toEqual([manager.staff.email, secondManager.staff.email].sort());
  });

  it('logs an opening once per session, however many actions reload the case', async () => {
    const id = await newCase();
    await assign(id, handler.staff.id);
    for (let i = 0; i < 5; i += 1) {
      await call(handler, 'GET', `/api/admin/trustlink/cases/${id}`);
      await call(handler, 'POST', `/api/admin/trustlink/cases/${id}/notes`, { body: `Note ${i}` });
    }
    const events = await app.db
      .select({ action: trustlinkEvents.action, actor: trustlinkEvents.actorName })
      .from(trustlinkEvents)
      .where(eq(trustlinkEvents.interactionId, id));
    const opened = events.filter((e) => e.action === 'trustlink.viewed');
    expect(opened).toHaveLength(1);
    expect(events.filter((e) => e.action === 'trustlink.note_added')).toHaveLength(5);
    // A new session opens it anew.
    const again = { ...handler, cookie: await signIn(app, handler.staff.email) };
    await call(again, 'GET', `/api/admin/trustlink/cases/${id}`);
    const after = await app.db
      .select({ action: trustlinkEvents.action })
      .from(trustlinkEvents)
      .where(eq(trustlinkEvents.interactionId, id));
    expect(after.filter((e) => e.action === 'trustlink.viewed')).toHaveLength(2);
  });
});

describe('conflicts of interest', () => {
  it('keeps a named person out of the case everywhere, also as a case manager', async () => {
    await sendHandlerDigest(app.db, app.config);
    await app.db.delete(outboxMessages);
    // Named by name (other case, no accents) and a case manager named by e-mail.
    const id = await newCase([
      { fullName: 'ZOE  angstrom-nunez', jobRole: 'Buyer', email: '' },
      {
        fullName: 'Someone Else',
        jobRole: 'Clerk',
        email: secondManager.staff.email.toUpperCase(),
      },
    ]);
    const rows = await app.db
      .select()
      .from(trustlinkExclusions)
      .where(eq(trustlinkExclusions.interactionId, id));
    expect(rows.map((r) => r.staffId).sort()).toEqual(
      [named.staff.id, secondManager.staff.id].sort(),
    );
    // The named manager hears nothing of it and cannot open it.
    await sendHandlerDigest(app.db, app.config);
    const mail = await app.db.select().from(outboxMessages);
    expect(mail.map((m) => m.toAddress)).toEqual([manager.staff.email]);
    expect(JSON.stringify(mail)).not.toMatch(/Zo|ngstr|Someone/i);
    expect((await call(secondManager, 'GET', `/api/admin/trustlink/cases/${id}`)).statusCode).toBe(
      404,
    );
    expect((await listed(secondManager, `q=TL-${String(id).padStart(6, '0')}`)).total).toBe(0);
    // Also on the list as it first opens (its statement is prepared once, the reader bound).
    expect((await listed(manager)).items.map((i) => i.id)).toContain(id);
    expect((await listed(secondManager)).items.map((i) => i.id)).not.toContain(id);
    // The named handler cannot be assigned, and would not see it anyway.
    expect((await assign(id, named.staff.id)).statusCode).toBe(400);
    const offered = (await call(manager, 'GET', `/api/admin/trustlink/handlers?caseId=${id}`))
      .json()
      .items.map((h: { id: number }) => h.id);
    expect(offered).toContain(handler.staff.id);
    expect(offered).not.toContain(named.staff.id);
    expect((await call(named, 'GET', `/api/admin/trustlink/cases/${id}`)).statusCode).toBe(404);
    // The reading manager sees that two exclusions applied, not whom they concern.
    const detail = (await call(manager, 'GET', `/api/admin/trustlink/cases/${id}`)).json();
    expect(detail.exclusions).toHaveLength(2);
    expect(detail.exclusions.every((e: { name: unknown }) => e.name === null)).toBe(true);
    expect(detail.events.map((e: { action: string }) => e.action)).toContain('trustlink.excluded');
  });

  it('lets a handler step aside; re-including takes two different case managers', async () => {
    const id = await newCase();
    const third = await caseManagerWithSession(app, 'case_handler');
    await assign(id, handler.staff.id);
    const recused = await call(handler, 'POST', `/api/admin/trustlink/cases/${id}/recusal`, {});
    expect(recused.statusCode).toBe(204);
    expect((await call(handler, 'GET', `/api/admin/trustlink/cases/${id}`)).statusCode).toBe(404);
    const detail = (await call(manager, 'GET', `/api/admin/trustlink/cases/${id}`)).json();
    expect(detail.assignee).toBeNull();
    const [exclusion] = detail.exclusions;
    expect(exclusion).toMatchObject({ reason: 'recused', name: handler.staff.name });
    const url = `/api/admin/trustlink/cases/${id}/exclusions/${exclusion.id}/reinclusion`;
    expect((await call(manager, 'POST', url, {})).statusCode).toBe(200);
    const same = await call(manager, 'POST', url, {});
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(accessMessages.secondManager);
    expect((await call(handler, 'POST', url, {})).statusCode).toBe(404);
    const confirmed = await call(third, 'POST', url, {});
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().exclusions).toEqual([]);
    expect((await assign(id, handler.staff.id)).statusCode).toBe(200);
    const trail = confirmed.json().events.map((e: { action: string }) => e.action);
    expect(trail).toEqual(
      expect.arrayContaining([
        'trustlink.recused',
        'trustlink.reinclusion_requested',
        'trustlink.reincluded',
      ]),
    );
  });
});
