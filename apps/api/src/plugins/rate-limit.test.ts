import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test/app.ts';
import { errorMessages } from '../http/error-messages.ts';

describe('rate limits', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ FORM_RATE_LIMIT_MAX: 3, RATE_LIMIT_MAX: 8 });
  });
  afterAll(() => app.close());

  const signUp = (i: number) =>
    app.inject({
      method: 'POST',
      url: '/api/addLead',
      payload: { email: `limit${i}@example.org` },
    });

  it('a form endpoint answers 429 with the uniform body after FORM_RATE_LIMIT_MAX posts', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signUp(i)).statusCode).toBe(200);
    const limited = await signUp(3);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: errorMessages.rateLimited,
      error: errorMessages.rateLimited,
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('other routes have the global RATE_LIMIT_MAX', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      statuses.push(
        (await app.inject({ method: 'GET', url: '/api/sectors-types/names' })).statusCode,
      );
    }
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('limits anonymous back-office calls too: the limit runs before authentication', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/staff',
        remoteAddress: '198.51.100.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
  });

  it('health checks are never limited', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});
