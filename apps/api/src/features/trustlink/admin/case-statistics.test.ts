import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { trustlinkInteractions } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { sealedCaseRow } from '../../../test/seed-cases.ts';
import { caseManagerWithSession, staffWithSession } from '../../../test/staff.ts';

const DAY = 24 * 3600_000;
let app: App;
let manager: string;
let handler: string;
let siteAdmin: string;

/**
 * The seed: 200 cases in 2026 (and one on 31 December 2025, outside the range), in four groups
 * whose figures are worked out by hand below.
 *  A 100 Environmental, March, closed: acknowledged day 2, feedback day 10, closed day 30
 *  B  60 Social, April, under investigation: acknowledged day 9 (late), no feedback
 *  C  37 Governance, May, acknowledged: acknowledged day 4, feedback day 100 (after the 3 months)
 *  D   3 Governance, June, new: nothing yet
 */
const groups = [
  { n: 100, type: 'Environmental', month: 3, status: 'closed', ack: 2, feedback: 10, close: 30 },
  {
    n: 60,
    type: 'Social',
    month: 4,
    status: 'under_investigation',
    ack: 9,
    feedback: null,
    close: null,
  },
  {
    n: 37,
    type: 'Governance',
    month: 5,
    status: 'acknowledged',
    ack: 4,
    feedback: 100,
    close: null,
  },
  { n: 3, type: 'Governance', month: 6, status: 'new', ack: null, feedback: null, close: null },
] as const;

/** Worked out by hand from the groups above. */
const expected = {
  from: '2026-01-01',
  to: '2026-12-31',
  total: 200,
  byStatus: [
    { key: 'new', count: '<5' },
    { key: 'acknowledged', count: 37 },
    { key: 'under_investigation', count: 60 },
    { key: 'awaiting_reporter', count: 0 },
    { key: 'closed', count: 100 },
  ],
  byType: [
    { key: 'Environmental', count: 100 },
    { key: 'Social', count: 60 },
    { key: 'Governance', count: 40 },
  ],
  byMonth: [
    { key: '2026-03', count: 100 },
    { key: '2026-04', count: 60 },
    { key: '2026-05', count: 37 },
    { key: '2026-06', count: '<5' },
  ],
  // 197 acknowledged: 100 × 2, 37 × 4, 60 × 9 days; the 99th of them is a 2.
  medianDaysToAcknowledge: 2,
  // 137 with feedback: 100 × 10, 37 × 100 days; the 69th is a 10.
  medianDaysToFeedback: 10,
  medianDaysToClose: 30,
  // (100 + 37) / 200 = 68.5 % acknowledged within 7 days; 100 / 200 with feedback in time.
  acknowledgedWithin7DaysPct: 69,
  feedbackWithin3MonthsPct: 50,
};

beforeAll(async () => {
  app = await createTestApp();
  manager = (await caseManagerWithSession(app, 'case_handler')).cookie;
  handler = (await staffWithSession(app, 'case_handler')).cookie;
  siteAdmin = (await staffWithSession(app, 'admin')).cookie;
  const rows = [];
  let i = 0;
  for (const g of groups) {
    for (let k = 0; k < g.n; k += 1) {
      const received = new Date(Date.UTC(2026, g.month - 1, 1 + (k % 20), 12));
      const after = (days: number | null) =>
        days === null ? null : new Date(received.getTime() + days * DAY);
      rows.push({
        ...sealedCaseRow(app.config, (i += 1)),
        interactionType: g.type,
        status: g.status,
        receivedAt: received,
        acknowledgedAt: after(g.ack),
        feedbackGivenAt: after(g.feedback),
        closedAt: after(g.close),
        closureReason: g.close === null ? null : ('substantiated' as const),
      });
    }
  }
  rows.push({ ...sealedCaseRow(app.config, 999), receivedAt: new Date('2025-12-31T23:00:00Z') });
  await app.db.insert(trustlinkInteractions).values(rows);
}, 60_000);
afterAll(() => app.close());

const get = (url: string, cookie = manager) =>
  app.inject({ method: 'GET', url, headers: { cookie } });
const range = '?from=2026-01-01&to=2026-12-31';

describe('TrustLink statistics', () => {
  it('match the hand-computed figures on a seed of 200 cases, small cells shown as "<5"', async () => {
    const answer = await get(`/api/admin/trustlink/statistics${range}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(expected);
    // Without a range the case from 2025 counts too; a range of one month hides the rest.
    expect((await get('/api/admin/trustlink/statistics')).json().total).toBe(201);
    const june = (
      await get('/api/admin/trustlink/statistics?from=2026-06-01&to=2026-06-30')
    ).json();
    expect(june.total).toBe('<5');
    expect(june.medianDaysToAcknowledge).toBeNull();
    expect(june.acknowledgedWithin7DaysPct).toBeNull();
  });

  it('export the same figures as a CSV with the same bytes on every run', async () => {
    const first = await get(`/api/admin/trustlink/statistics.csv${range}`);
    const second = await get(`/api/admin/trustlink/statistics.csv${range}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toContain(
      'esrs-g1-whistleblowing-figures_2026-01-01_2026-12-31.csv',
    );
    const hash = (body: string) => createHash('sha256').update(body).digest('hex');
    console.log(`statistics CSV sha256: ${hash(first.body)} (twice: ${hash(second.body)})`);
    expect(hash(second.body)).toBe(hash(first.body));
    expect(first.body.split('\r\n').slice(0, 4)).toEqual([
      'section,figure,value',
      'range,from,2026-01-01',
      'range,to,2026-12-31',
      'cases,received,200',
    ]);
    expect(first.body).toContain('status,New,<5\r\n');
    expect(first.body).toContain('per cent,acknowledged within 7 days,69\r\n');
  });

  it('are for case managers only', async () => {
    for (const cookie of [handler, siteAdmin]) {
      expect((await get('/api/admin/trustlink/statistics', cookie)).statusCode).toBe(403);
      expect((await get('/api/admin/trustlink/statistics.csv', cookie)).statusCode).toBe(403);
    }
    expect((await get('/api/admin/trustlink/statistics?from=2026-13-45')).statusCode).toBe(400);
    expect(
      (await get('/api/admin/trustlink/statistics?from=2026-05-01&to=2026-01-01')).statusCode,
    ).toBe(400);
  });
});
