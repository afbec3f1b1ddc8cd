import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test/app.ts';
import { staffWithSession } from '../test/staff.ts';
import { PERMISSIONS_POLICY } from './security.ts';

describe('security headers', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it.each(['/api/health', '/api/no-such-endpoint'])('are sent with %s', async (url) => {
    const { headers } = await app.inject({ method: 'GET', url });
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  });
});

describe('privacy headers and the API map', () => {
  let app: App;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp();
    cookie = (await staffWithSession(app, 'editor')).cookie;
  });
  afterAll(() => app.close());

  it.each(['/api/health', '/api/no-such-endpoint', '/api/admin/staff'])(
    'switch off camera, microphone, location and ad topics on %s',
    async (url) => {
      const { headers } = await app.inject({ method: 'GET', url });
      expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(PERMISSIONS_POLICY).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    },
  );

  it('lets no cache keep a back-office answer', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/session' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const mine = await app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const publicNews = await app.inject({ method: 'GET', url: '/api/news' });
    expect(publicNews.headers['cache-control']).not.toBe('no-store');
  });

  it('shows anonymous visitors only the public routes in /api/docs, staff all of them', async () => {
    const paths = async (headers: Record<string, string>) =>
      Object.keys(
        (await app.inject({ method: 'GET', url: '/api/docs/json', headers })).json().paths,
      );
    const anonymous = await paths({});
    expect(anonymous).toContain('/api/addLead');
    expect(anonymous.filter((p) => p.startsWith('/api/admin'))).toEqual([]);
    const forged = await paths({ cookie: `staff_session=${'x'.repeat(43)}` });
    expect(forged.filter((p) => p.startsWith('/api/admin'))).toEqual([]);
    const staff = await paths({ cookie });
    expect(staff).toContain('/api/admin/session');
    expect(staff).toContain('/api/addLead');
  });
});
