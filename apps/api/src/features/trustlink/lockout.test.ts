import { PIN_MAX_ATTEMPTS, trustlinkMessages } from '@verdantia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';
import { createTestInteraction, TEST_PIN } from '../../test/trustlink.ts';
import { CLIENT_FOLLOW_UPS } from './pin-guard.ts';

// Run with TEST_DATABASE_URL as well: on PostgreSQL the counters live in the shared table, and
// parallel guesses must still get no more than 5 checks.

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const attempt = (intId: string, password: string, remoteAddress = '198.51.100.1') =>
  app.inject({
    method: 'POST',
    url: '/api/stakeholder-interactions/followUp',
    payload: { intId, password },
    remoteAddress,
  });

describe('PIN lockout', () => {
  it('checks at most 5 of 30 parallel wrong PINs, then refuses even the right PIN', async () => {
    const intId = await createTestInteraction(app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(intId, `wrong-${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const checked = answers.filter((a) => a.statusCode === 401);
    expect(checked.length).toBeLessThanOrEqual(PIN_MAX_ATTEMPTS);
    const locked = answers.filter((a) => a.json().message === trustlinkMessages.locked);
    expect(locked.length).toBeGreaterThanOrEqual(30 - PIN_MAX_ATTEMPTS);

    // From another place entirely: the ID is locked for everyone.
    const right = await attempt(intId, TEST_PIN, '192.0.2.200');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: trustlinkMessages.locked });
  });

  it('limits one client trying many IDs', async () => {
    const answers = [];
    for (let i = 0; i < CLIENT_FOLLOW_UPS + 1; i += 1) {
      answers.push(await attempt(String(1000000000000000 + i), 'any-pin', '198.51.100.99'));
    }
    expect(answers.slice(0, CLIENT_FOLLOW_UPS).every((a) => a.statusCode === 401)).toBe(true);
    const last = answers.at(-1)!;
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(trustlinkMessages.tooManyRequests);
  });
});
