import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';

describe('GET /api/assistant/checklist/:number', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('lists what a standard requires and the evidence of conformance, one item a line', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/assistant/checklist/13.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      number: '13.1',
      title: 'Engagement Communication',
      principle: 'Principle 13: Plan Engagements Effectively',
      domain: 'Domain V: Performing Internal Audit Services',
      evidence: ['Notification letters', 'Meeting notes', 'Status emails'],
    });
    expect(response.json().requirements[0]).toMatch(/^Internal auditors must communicate/);
  });

  it('answers 404 for a standard that does not exist and 400 for anything else', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/assistant/checklist/16.1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no standard 16.1.');
    for (const number of ['abc', '1e308', '%00', '9.2.1', '-1.0']) {
      const bad = await app.inject({ method: 'GET', url: `/api/assistant/checklist/${number}` });
      expect(bad.statusCode, number).toBe(400);
      expect(bad.json().message).toBe('The address or its parameters are not valid.');
    }
  });
});
