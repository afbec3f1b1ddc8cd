import { createHash } from 'node:crypto';
import { caseMessages } from '@verdantia/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { auditLog, outboxMessages, trustlinkInteractions } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { sendHandlerDigest } from '../notify.ts';
import { caseManagerWithSession, staffWithSession } from '../../../test/staff.ts';
import {
  createTestInteraction,
  followUp,
  multipartBody,
  pdfBytes,
  reporterCookie,
} from '../../../test/trustlink.ts';

let app: App;
let handler: string;
let handlerName: string;
let editor: string;
beforeAll(async () => {
  app = await createTestApp();
  // A case manager: need to know lets them read every case (case-access.test.ts tests the rest).
  const signedIn = await caseManagerWithSession(app, 'case_handler');
  handler = signedIn.cookie;
  handlerName = signedIn.staff.name;
  editor = (await staffWithSession(app, 'editor')).cookie;
});
afterAll(() => app.close());

const staff = (method: 'GET' | 'POST', url: string, payload?: object, cookie = handler) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function newCase(overrides: Record<string, string> = {}) {
  const intId = await createTestInteraction(app, overrides, {
    content: pdfBytes,
    filename: 'minutes.pdf',
  });
  const [row] = await app.db
    .select({ id: trustlinkInteractions.id })
    .from(trustlinkInteractions)
    .where(eq(trustlinkInteractions.interactionId, intId));
  return { intId, id: row!.id };
}

describe('the TrustLink case console', () => {
  it('is for case handlers and administrators only', async () => {
    const { id } = await newCase();
    for (const url of [
      '/api/admin/trustlink/cases',
      `/api/admin/trustlink/cases/${id}`,
      '/api/admin/trustlink/dashboard',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await staff('GET', url, undefined, editor)).statusCode).toBe(403);
      expect((await staff('GET', url)).statusCode).toBe(200);
    }
  });

  it('lists cases with their deadlines and filters them, also by reference', async () => {
    const { id } = await newCase({
      title: 'Bribery in the purchasing office',
      interactionType: 'Governance',
    });
    const found = await staff(
      'GET',
      `/api/admin/trustlink/cases?q=TL-${String(id).padStart(6, '0')}&interactionType=Governance`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      total: 1,
      items: [{ id, title: 'Bribery in the purchasing office', status: 'new', overdue: false }],
    });
    // Titles are sealed at rest: the list searches references only, never the sealed text.
    const none = await staff('GET', '/api/admin/trustlink/cases?q=purchasing');
    expect(none.json().total).toBe(0);
    const bad = await staff('GET', '/api/admin/trustlink/cases?status=lost&overdue=maybe');
    expect(bad.statusCode).toBe(400);
  });

  it('flags and counts cases not acknowledged within 7 days', async () => {
    const { id } = await newCase({ title: 'An old report left unanswered' });
    await app.db
      .update(trustlinkInteractions)
      .set({ receivedAt: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(eq(trustlinkInteractions.id, id));
    const overdue = await staff('GET', '/api/admin/trustlink/cases?overdue=true');
    expect(overdue.json().items.map((i: { id: number }) => i.id)).toContain(id);
    expect(overdue.json().items[0]).toMatchObject({ acknowledgementOverdue: true });
    const dashboard = await staff('GET', '/api/admin/trustlink/dashboard');
    expect(dashboard.json().overdue).toBeGreaterThanOrEqual(1);
    const home = await staff('GET', '/api/admin/dashboard');
    expect(home.json().openCases).toBe(dashboard.json().open);
  });

  it('runs the workflow to Closed with a reason, and the reporter sees each status', async () => {
    const { id, intId } = await newCase();
    const acknowledged = await staff('POST', `/api/admin/trustlink/cases/${id}/status`, {
      status: 'acknowledged',
    });
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json()).toMatchObject({
      status: 'acknowledged',
      nextStatuses: ['under_investigation', 'awaiting_reporter', 'closed'],
    });
    expect((await followUp(app, intId)).json().statusLabel).toBe('Acknowledged');

    const skip = await staff('POST', `/api/admin/trustlink/cases/${id}/status`, { status: 'new' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(caseMessages.transition('Acknowledged', 'New'));

    const asked = await staff('POST', `/api/admin/trustlink/cases/${id}/messages`, {
      body: 'Which nights exactly?',
    });
    expect(asked.json().conversation).toMatchObject([
      { from: 'staff', body: 'Which nights exactly?' },
    ]);
    await staff('POST', `/api/admin/trustlink/cases/${id}/status`, { status: 'awaiting_reporter' });

    const cookie = reporterCookie((await followUp(app, intId)).headers['set-cookie']);
    const { payload, headers } = multipartBody({ remark: 'The 3rd, 9th and 14th of May.' });
    const replied = await app.inject({
      method: 'POST',
      url: '/api/stakeholder-interactions/session/remarks',
      payload,
      headers: { ...headers, cookie },
    });
    expect(replied.json()).toMatchObject({ status: 'under_investigation' });

    const noReason = await staff('POST', `/api/admin/trustlink/cases/${id}/status`, {
      status: 'closed',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.closureReason).toEqual([caseMessages.closureReasonRequired]);
    // A status change alone tells the reporter nothing: closing needs the outcome in words.
    const noOutcome = await staff('POST', `/api/admin/trustlink/cases/${id}/status`, {
      status: 'closed',
      closureReason: 'substantiated',
    });
    expect(noOutcome.statusCode).toBe(400);
    expect(noOutcome.json().fieldErrors.outcome).toEqual([caseMessages.outcomeRequired]);
    const closed = await staff('POST', `/api/admin/trustlink/cases/${id}/status`, {
      status: 'closed',
      closureReason: 'substantiated',
      outcome: 'We found that the drums were emptied. The site has been fined and retrained.',
    });
    expect(closed.json()).toMatchObject({ status: 'closed', closureReason: 'substantiated' });
    const seen = (await followUp(app, intId)).json();
    const closedAt = new Date(seen.closedAt);
    const day = 24 * 60 * 60 * 1000;
    expect(seen).toMatchObject({
      status: 'closed',
      statusLabel: 'Closed',
      outcome: 'We found that the drums were emptied. The site has been fined and retrained.',
      deletesOn: new Date(closedAt.getTime() + 365 * day).toISOString().slice(0, 10),
      canReply: true,
      lastReplyBy: new Date(closedAt.getTime() + 14 * day).toISOString().slice(0, 10),
    });
    expect(seen.conversation.map((m: { from: string }) => m.from)).toEqual([
      'staff',
      'reporter',
      'staff',
    ]);

    // One last reply after closing, then the case is read only.
    const reporter = reporterCookie((await followUp(app, intId)).headers['set-cookie']);
    const last = async (remark: string) => {
      const body = multipartBody({ remark });
      return app.inject({
        method: 'POST',
        url: '/api/stakeholder-interactions/session/remarks',
        payload: body.payload,
        headers: { ...body.headers, cookie: reporter },
      });
    };
    const [first, second] = await Promise.all([last('Thank you.'), last('Thank you again.')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const after = (await followUp(app, intId)).json();
    expect(after).toMatchObject({ status: 'closed', canReply: false, lastReplyBy: null });
    expect(after.conversation).toHaveLength(4);
  });

  it('keeps notes internal, assigns, and keeps a trail without content', async () => {
    const { id, intId } = await newCase();
    await staff('POST', `/api/admin/trustlink/cases/${id}/notes`, {
      body: 'Secret note: check the CCTV.',
    });
    const handlers = (await staff('GET', '/api/admin/trustlink/handlers')).json().items;
    const me = handlers.find((h: { name: string }) => h.name === handlerName);
    const assigned = await staff('POST', `/api/admin/trustlink/cases/${id}/assignee`, {
      staffId: me.id,
    });
    expect(assigned.json().assignee).toEqual({ id: me.id, name: handlerName });
    expect(assigned.json().notes).toMatchObject([
      { body: 'Secret note: check the CCTV.', author: handlerName },
    ]);
    const wrong = await staff('POST', `/api/admin/trustlink/cases/${id}/assignee`, {
      staffId: 999999,
    });
    expect(wrong.json().message).toBe(caseMessages.unknownHandler);

    const reporterView = (await followUp(app, intId)).json();
    expect(JSON.stringify(reporterView)).not.toContain('CCTV');

    const detail = (await staff('GET', `/api/admin/trustlink/cases/${id}`)).json();
    expect(detail.events.map((e: { action: string }) => e.action)).toEqual([
      'trustlink.received',
      'trustlink.note_added',
      'trustlink.assigned',
    ]);
    const later = (await staff('GET', `/api/admin/trustlink/cases/${id}`)).json();
    expect(later.events.at(-1)).toMatchObject({ action: 'trustlink.viewed', label: 'Case opened' });
    expect(detail.events[1]).toMatchObject({ actor: handlerName, label: 'Internal note added' });
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `trustlink:${id}`));
    expect(audit.map((a) => a.action)).toContain('trustlink.note_added');
    expect(JSON.stringify([detail.events, audit])).not.toMatch(/CCTV|drums/i);
  });

  it('serves evidence as a decrypted attachment with nosniff', async () => {
    const { id } = await newCase();
    const detail = (await staff('GET', `/api/admin/trustlink/cases/${id}`)).json();
    expect(detail.evidence).toMatchObject([
      { fileName: 'minutes.pdf', contentType: 'application/pdf', from: 'reporter' },
    ]);
    const file = await staff(
      'GET',
      `/api/admin/trustlink/cases/${id}/evidence/${detail.evidence[0].id}`,
    );
    expect(file.statusCode).toBe(200);
    // This bare PDF has no page tree a PDF library will rewrite: it is kept as received, and
    // the console says so beside the fingerprint of what was received.
    expect(file.rawPayload.equals(pdfBytes)).toBe(true);
    expect(detail.evidence[0]).toMatchObject({
      originalSha256: createHash('sha256').update(pdfBytes).digest('hex'),
      metadataRemoved: false,
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="?minutes\.pdf"?/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const other = await newCase();
    const crossed = await staff(
      'GET',
      `/api/admin/trustlink/cases/${other.id}/evidence/${detail.evidence[0].id}`,
    );
    expect(crossed.statusCode).toBe(404);
    expect(
      (
        await staff(
          'GET',
          `/api/admin/trustlink/cases/${id}/evidence/${detail.evidence[0].id}`,
          undefined,
          editor,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('notifies handlers and the reporter without any content', async () => {
    const { id } = await newCase({ title: 'Forged safety certificates' });
    await staff('POST', `/api/admin/trustlink/cases/${id}/status`, { status: 'acknowledged' });
    await staff('POST', `/api/admin/trustlink/cases/${id}/messages`, {
      body: 'Who signed the certificates?',
    });
    await sendHandlerDigest(app.db, app.config);
    const mails = await app.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.kind, 'trustlink-%'));
    const toReporter = mails.filter((m) => m.toAddress === 'imogen.whistler@example.org');
    expect(toReporter.length).toBeGreaterThanOrEqual(2);
    expect(toReporter[0]!.subject).toBe('There is an update on your TrustLink interaction');
    expect(toReporter[0]!.textBody).toMatch(/trust-link-1/);
    expect(mails.some((m) => m.kind === 'trustlink-handler')).toBe(true);
    const everything = JSON.stringify(mails);
    for (const secret of ['Forged', 'certificates', 'drums', 'Whistler', 'Foreman', 'otter']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('answers bad input on an existing case with a 400 and a message, never a 500', async () => {
    const { id } = await newCase();
    const bad: [string, unknown][] = [
      ['messages', { body: 'Null \u0000 byte' }],
      ['messages', { body: 'Broken \ud800 text' }],
      ['messages', { body: 'x'.repeat(5001) }],
      ['notes', { body: '' }],
      ['notes', []],
      ['assignee', { staffId: 1e300 }],
      ['assignee', { staffId: '1' }],
      ['status', { status: 'closed', closureReason: 'bored' }],
      ['status', { status: 'archived' }],
    ];
    for (const [action, payload] of bad) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/trustlink/cases/${id}/${action}`,
        headers: { cookie: handler, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const missing = await staff('GET', '/api/admin/trustlink/cases/2147483647');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(caseMessages.notFound);
  });
});
