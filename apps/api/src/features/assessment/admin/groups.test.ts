import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { createTestApp } from '../../../test/app.ts';
import { allAnswers, answerAndFinish, startAssessment } from '../../../test/assessment.ts';
import { staffWithSession } from '../../../test/staff.ts';

describe('the staff distribution by size band and sector, and the CSV export', () => {
  let app: App;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = (await staffWithSession(app, 'admin')).cookie;
  });
  afterAll(() => app.close());

  const get = (url: string, cookie = admin) =>
    app.inject({ method: 'GET', url, headers: { cookie } });

  it('shows medals and average pillar scores only for groups of 10 or more', async () => {
    const big = { sizeBand: 'medium', sector: 'technology-media' };
    for (let i = 0; i < 10; i++) {
      const id = await startAssessment(app, big);
      await answerAndFinish(app, id, allAnswers(i < 5 ? 2 : 4));
    }
    for (let i = 0; i < 9; i++) {
      const id = await startAssessment(app, { sizeBand: 'micro', sector: 'other' });
      await answerAndFinish(app, id, allAnswers(1));
    }
    // A staff test run counts nowhere in the distribution.
    const testRun = await startAssessment(app, big, { cookie: admin });
    await answerAndFinish(app, testRun, allAnswers(0));

    const body = (await get('/api/admin/assessments')).json();
    expect(body.total).toBe(19);
    expect(body.groups).toEqual([
      {
        sizeBand: 'medium',
        sector: 'technology-media',
        count: 10,
        medals: {
          beginning: 0,
          'green-starter': 5,
          'eco-innovator': 0,
          'sustainability-leader': 0,
          'climate-champion': 5,
        },
        pillars: { environment: 75, social: 75, governance: 75, data: 75 },
      },
      { sizeBand: 'micro', sector: 'other', count: 9, medals: null, pillars: null },
    ]);
    expect(body.items[0]).toMatchObject({ id: testRun, testRun: true });
  });

  it('exports every finished assessment as CSV with formula cells neutralised', async () => {
    const id = await startAssessment(app, {
      organisation: '=HYPERLINK("http://evil.example","Hi")',
    });
    await answerAndFinish(app, id, allAnswers(3));
    const comma = await startAssessment(app, { organisation: '@risk, "quoted" Ltd' });
    await answerAndFinish(app, comma, allAnswers(3));
    // Unquoted, a semicolon locale would split this into "Acme" and a formula.
    const semicolon = await startAssessment(app, { organisation: 'Acme;=HYPERLINK(A1)' });
    await answerAndFinish(app, semicolon, allAnswers(3));
    const response = await get('/api/admin/assessments.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Result ID,Organisation,Size band,Sector,Staff test run,Overall,Environment,Social,Governance,Data & reporting readiness,Medal,Finished (UTC)',
    );
    expect(lines[1]).toContain(`${semicolon},"Acme;'=HYPERLINK(A1)",`);
    expect(lines[2]).toContain(
      `${comma},"'@risk, ""quoted"" Ltd",Small (10 to 49 employees),Manufacturing and engineering,no,75,75,75,75,75,eco-innovator,`,
    );
    expect(lines[3]).toContain(`${id},"'=HYPERLINK(""http://evil.example"",""Hi"")",`);
    expect(lines).toHaveLength(1 + 23 + 1); // header, 23 rows, the empty piece after the last CRLF
    const editor = (await staffWithSession(app, 'editor')).cookie;
    expect((await get('/api/admin/assessments.csv', editor)).statusCode).toBe(403);
  });
});
