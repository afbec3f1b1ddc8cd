import { staffMessages } from '@verdantia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test/app.ts';
import { createStaff, TEST_PASSWORD } from '../test/staff.ts';

// inject() connects from 127.0.0.1 unless told otherwise: that is "the proxy" here.
const post = (app: App, url: string, payload: object, forwardedFor?: string, from?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    ...(from ? { remoteAddress: from } : {}),
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

const lead = (app: App, i: number, forwardedFor?: string, from?: string) =>
  post(app, '/api/addLead', { email: `proxy-${i}@example.org` }, forwardedFor, from);

describe('TRUST_PROXY', () => {
  let direct: App;
  let proxied: App;
  beforeAll(async () => {
    direct = await createTestApp({ FORM_RATE_LIMIT_MAX: 3 });
    proxied = await createTestApp({ FORM_RATE_LIMIT_MAX: 6, TRUST_PROXY: ['127.0.0.1'] });
  }, 120_000);
  afterAll(() => Promise.all([direct.close(), proxied.close()]));

  it('unset, X-Forwarded-For is ignored: every forwarded client counts as the proxy', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await lead(direct, i, `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('set, limits count the forwarded client, and only from a trusted proxy', async () => {
    const limited = [200, 200, 200, 200, 200, 200, 429];
    for (let i = 0; i < 7; i++) {
      expect((await lead(proxied, i, `203.0.113.${10 + i}`)).statusCode).toBe(200);
    }
    const one = [];
    for (let i = 0; i < 7; i++) one.push((await lead(proxied, i, '203.0.113.50')).statusCode);
    expect(one).toEqual(limited);
    // A client that is not the proxy cannot pick its own address with the header.
    const forged = [];
    for (let i = 0; i < 7; i++) {
      forged.push((await lead(proxied, i, `203.0.113.${60 + i}`, '198.51.100.99')).statusCode);
    }
    expect(forged).toEqual(limited);
  });

  it('set, a sign-in lockout holds the forwarded client, not everyone behind the proxy', async () => {
    const staff = await createStaff(proxied, 'editor');
    const signIn = (password: string, client: string) =>
      post(proxied, '/api/admin/session', { email: staff.email, password }, client);
    // 6 requests from one client: within the form limit, so the last 429 is the lockout.
    for (let i = 0; i < 5; i++) await signIn(`wrong ${i}`, '203.0.113.70');
    const locked = await signIn(TEST_PASSWORD, '203.0.113.70');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(staffMessages.locked);
    expect((await signIn(TEST_PASSWORD, '203.0.113.71')).statusCode).toBe(200);
  });
});
