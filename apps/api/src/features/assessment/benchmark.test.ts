import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';
import { allAnswers, answerAndFinish, json, startAssessment } from '../../test/assessment.ts';
import { staffWithSession } from '../../test/staff.ts';

const retail = { sizeBand: 'micro', sector: 'retail-wholesale' };

/** Finishes an assessment whose every answer is `option` (0, 25, 50, 75 or 100 points). */
async function finish(
  app: App,
  option: number,
  body: Record<string, unknown> = retail,
  headers = {},
) {
  const id = await startAssessment(app, body, headers);
  return { id, result: await answerAndFinish(app, id, allAnswers(option)) };
}

describe('the benchmark against peers', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('shows no percentile with 9 peers, and one that matches a hand computation with 10', async () => {
    // Nine peers: 25, 25, 50, 50, 50, 75, 75, 100, 100 points.
    for (const option of [1, 1, 2, 2, 2, 3, 3, 4, 4]) await finish(app, option);
    // Others that are not peers: another sector, another size band, a staff test run.
    await finish(app, 0, { ...retail, sector: 'manufacturing' });
    await finish(app, 0, { ...retail, sizeBand: 'small' });
    const staff = (await staffWithSession(app, 'editor')).cookie;
    await finish(app, 0, retail, { cookie: staff });

    const ninth = await finish(app, 2);
    // Its peers are the nine above: a tenth member of the group sees nine others.
    expect(ninth.result.benchmark).toEqual({ peers: 9, percentile: null });

    const tenth = await finish(app, 2);
    // Ten peers: 2 below (25, 25), 4 level (50 × 4, counting the ninth): (2 + 4/2) / 10 = 40%.
    expect(tenth.result.benchmark).toEqual({ peers: 10, percentile: 40 });
    const page = await json(app, 'GET', `/api/assessments/${ninth.id}`);
    // Looked at again, the ninth now has ten peers too.
    expect(page.json().result.benchmark).toEqual({ peers: 10, percentile: 40 });
  });

  it('counts exactly when 30 finish at once', async () => {
    const group = { sizeBand: 'large', sector: 'energy-utilities' };
    const ids = await Promise.all(Array.from({ length: 31 }, () => startAssessment(app, group)));
    await Promise.all(
      ids.map((id, i) =>
        json(app, 'PUT', `/api/assessments/${id}/answers`, { answers: allAnswers(i % 5) }),
      ),
    );
    const finished = await Promise.all(
      ids.slice(0, 30).map((id) => json(app, 'POST', `/api/assessments/${id}/finish`)),
    );
    expect(finished.map((r) => r.statusCode)).toEqual(finished.map(() => 200));
    const last = await json(app, 'POST', `/api/assessments/${ids[30]}/finish`);
    // ids[30] answers 0 points (30 % 5 = 0); the 30 others: six at each of 0, 25, 50, 75, 100.
    // Below: none; level: six; so (0 + 3) / 30 = 10%.
    expect(last.json().result.benchmark).toEqual({ peers: 30, percentile: 10 });
    const views = await Promise.all(ids.map((id) => json(app, 'GET', `/api/assessments/${id}`)));
    for (const view of views) expect(view.json().result.benchmark.peers).toBe(30);
  });
});
