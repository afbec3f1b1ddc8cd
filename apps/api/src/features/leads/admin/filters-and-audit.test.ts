import { leadDateOrderMessage } from '@verdantia/domain';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { postJson } from '../../../test/leads.ts';
import { staffWithSession } from '../../../test/staff.ts';

let app: App;
let cookie: string;
let adminId: number;
beforeAll(async () => {
  app = await createTestApp();
  const admin = await staffWithSession(app, 'admin');
  cookie = admin.cookie;
  adminId = admin.staff.id;
});
afterAll(() => app.close());

describe('leads inbox', () => {
  it('refuses a From date after the To date, naming the To field', async () => {
    for (const url of ['/api/admin/leads', '/api/admin/leads/export.csv']) {
      const response = await app.inject({
        method: 'GET',
        url: `${url}?from=2025-03-02&to=2025-03-01`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ to: [leadDateOrderMessage] });
    }
    expect(leadDateOrderMessage).toBe('The end date must be on or after the start date.');
    const sameDay = await app.inject({
      method: 'GET',
      url: '/api/admin/leads?from=2025-03-01&to=2025-03-01',
      headers: { cookie },
    });
    expect(sameDay.statusCode).toBe(200);
  });

  it('records marking a lead handled, and new again, in the audit log', async () => {
    const sent = await postJson(app, '/api/addLead', { email: 'handled-audit@example.org' });
    expect(sent.statusCode).toBeLessThan(300);
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/leads?kind=newsletter',
      headers: { cookie },
    });
    const lead = list.json().items[0] as { kind: string; id: number };
    const mark = (handled: boolean) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/leads/${lead.kind}/${lead.id}/handled`,
        headers: { cookie },
        payload: { handled },
      });
    expect((await mark(true)).statusCode).toBe(200);
    let [entry] = await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'leads.handled',
      actorId: adminId,
      target: `lead:newsletter:${lead.id}`,
    });
    expect((await mark(false)).statusCode).toBe(200);
    [entry] = await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'leads.reopened' });
  });
});
