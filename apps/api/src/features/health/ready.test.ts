import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';

describe('GET /api/health/ready', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers ready once the database, the counters and the storage answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', counters: 'ok', storage: 'ok' },
    });
  });

  it('answers 503 while the instance drains, and liveness stays 200', async () => {
    app.lifecycle.state = 'draining';
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'draining' });
      const live = await app.inject({ method: 'GET', url: '/api/health' });
      expect(live.statusCode).toBe(200);
    } finally {
      app.lifecycle.state = 'serving';
    }
  });
});
