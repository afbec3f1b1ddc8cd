import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import {
  contactToken,
  finishedAssessment,
  json,
  startAssessment,
} from '../../../test/assessment.ts';
import { createTestApp } from '../../../test/app.ts';
import { staffWithSession } from '../../../test/staff.ts';

describe('assessments in the back-office', () => {
  let app: App;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = (await staffWithSession(app, 'admin')).cookie;
  });
  afterAll(() => app.close());

  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('lists finished assessments with score, medal and date, and the distribution of medals', async () => {
    await finishedAssessment(app, 0);
    await finishedAssessment(app, 2);
    const champion = await finishedAssessment(app, 4);
    await startAssessment(app, { organisation: 'Still answering Ltd' });

    const response = await get('/api/admin/assessments', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.distribution).toEqual({
      beginning: 1,
      'green-starter': 1,
      'eco-innovator': 0,
      'sustainability-leader': 0,
      'climate-champion': 1,
    });
    expect(body.items[0]).toMatchObject({
      id: champion.id,
      organisation: 'Analytical Engines Ltd',
      score: 100,
      medal: 'climate-champion',
    });
    expect(body.items.map((item: { organisation: string }) => item.organisation)).not.toContain(
      'Still answering Ltd',
    );
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/assessments')).statusCode).toBe(401);
    const editor = (await staffWithSession(app, 'editor')).cookie;
    expect((await get('/api/admin/assessments', editor)).statusCode).toBe(403);
  });

  it('shows a report request in the leads inbox with the score, and erases it on request', async () => {
    const { id } = await finishedAssessment(app, 3);
    await json(app, 'POST', `/api/assessments/${id}/email`, { email: 'cfo@example.org' });
    // Not a lead until the recipient confirms through the link in the mail.
    expect((await get('/api/admin/leads?kind=assessment', admin)).json().items).toEqual([]);
    const token = await contactToken(app, 'cfo@example.org');
    const confirmed = await json(app, 'POST', `/api/assessments/${id}/contact`, { token });
    expect(confirmed.json()).toEqual({
      message: 'Thank you. Our team will be in touch about verifying your result.',
    });
    const inbox = await get('/api/admin/leads?kind=assessment', admin);
    expect(inbox.json().items).toEqual([
      expect.objectContaining({
        kind: 'assessment',
        email: 'cfo@example.org',
        company: 'Analytical Engines Ltd',
        summary: `Assessment score 75/100, Eco Innovator. Result ID ${id}`,
      }),
    ]);
    const leadId = inbox.json().items[0].id;
    const detail = await get(`/api/admin/leads/assessment/${leadId}`, admin);
    expect(detail.json().fields).toMatchObject({ Company: 'Analytical Engines Ltd' });

    const erased = await app.inject({
      method: 'POST',
      url: '/api/admin/leads/erase',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'CFO@example.org' }),
    });
    expect(erased.json().erased).toMatchObject({ assessment: 1, outbox: 1 });
    expect((await get('/api/admin/leads?kind=assessment', admin)).json().items).toEqual([]);
  });
});
