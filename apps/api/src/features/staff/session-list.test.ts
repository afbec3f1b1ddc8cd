import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';
import { createStaff, sessionCookie, signIn, TEST_PASSWORD } from '../../test/staff.ts';

// "Where you're signed in": a member sees their sessions (browser family, no IP) and ends one, or
// all but this one; the ended browser's next request answers 401.

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const chrome =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function signInWith(email: string, userAgent: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { 'user-agent': userAgent },
    payload: { email, password: TEST_PASSWORD },
  });
  return sessionCookie(response.headers['set-cookie']);
}

const get = (url: string, cookie: string) =>
  app.inject({ method: 'GET', url, headers: { cookie } });
const del = (url: string, cookie: string) =>
  app.inject({ method: 'DELETE', url, headers: { cookie } });

describe("where you're signed in", () => {
  it('lists sessions by browser family, ends one from another browser, then all others', async () => {
    const editor = await createStaff(app, 'editor');
    const office = await signInWith(editor.email, firefox);
    const laptop = await signInWith(editor.email, chrome);
    const phone = await signIn(app, editor.email);

    const list = await get('/api/admin/sessions', office);
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as { id: number; browser: string; current: boolean }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s) => s.browser).sort()).toEqual([
      'Chrome on macOS',
      'Firefox on Windows',
      'Other browser', // inject's own user agent
    ]);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(list.body).not.toMatch(/127\.0\.0\.1|Gecko|AppleWebKit/);

    // The lost laptop, ended from the office: its next request is 401.
    const lost = sessions.find((s) => s.browser === 'Chrome on macOS')!;
    expect((await del(`/api/admin/sessions/${lost.id}`, office)).statusCode).toBe(204);
    expect((await get('/api/admin/session', laptop)).statusCode).toBe(401);
    expect((await get('/api/admin/session', office)).statusCode).toBe(200);
    // Someone else's session (or an ended one) cannot be ended: 404.
    expect((await del(`/api/admin/sessions/${lost.id}`, office)).statusCode).toBe(404);

    expect((await del('/api/admin/sessions/others', office)).statusCode).toBe(204);
    expect((await get('/api/admin/session', phone)).statusCode).toBe(401);
    expect((await get('/api/admin/session', office)).statusCode).toBe(200);
    expect((await get('/api/admin/sessions', office)).json()).toHaveLength(1);
  });

  it("does not end another member's session", async () => {
    const mine = await signIn(app, (await createStaff(app, 'editor')).email);
    const theirs = await signIn(app, (await createStaff(app, 'editor')).email);
    const [their] = (await get('/api/admin/sessions', theirs)).json() as { id: number }[];
    expect((await del(`/api/admin/sessions/${their!.id}`, mine)).statusCode).toBe(404);
    expect((await get('/api/admin/session', theirs)).statusCode).toBe(200);
  });
});
