import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';

describe('GET /api/health', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('reports ok and which database driver answered', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(response.json()).toEqual({ status: 'ok', database: expected });
  });
});
