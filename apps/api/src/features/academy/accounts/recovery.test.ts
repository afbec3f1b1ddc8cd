import { accountMessages, academyMessages } from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { learners } from '../../../db/schema/index.ts';
import { startMailWorker, type MailWorker } from '../../../mail/worker.ts';
import { learnerWithToken } from '../../../test/academy.ts';
import { createTestApp } from '../../../test/app.ts';
import { startTestSmtpServer } from '../../../test/test-smtp.ts';

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let app: App;
let worker: MailWorker;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  app = await createTestApp({ SMTP_URL: smtp.url });
  worker = startMailWorker(app, { pollIntervalMs: 25 })!;
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

/** The token of the last link to `path` mailed to `to`, read from the raw SMTP message. */
async function linkToken(to: string, path: string) {
  await worker.drain();
  const raw = smtp.received
    .filter((mail) => mail.to.includes(to))
    .map((mail) => mail.raw.replace(/=\r?\n/g, ''))
    .reverse()
    .find((text) => text.includes(path));
  return raw ? new RegExp(`${path}#([A-Za-z0-9_-]{43})`).exec(raw)?.[1] : undefined;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('password reset by e-mail', () => {
  it('sends a link through SMTP that works once; the old password and tokens stop working', async () => {
    const learner = await learnerWithToken(app);
    const asked = await post('/api/users/password-reset/request', { email: learner.email });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: accountMessages.resetRequested });
    expect(asked.headers['cache-control']).toContain('no-store');
    const token = await linkToken(learner.email, '/academy-reset-password');
    expect(token).toBeTruthy();

    const reset = await post('/api/users/password-reset', { token, password: 'a new password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: accountMessages.resetDone });
    const again = await post('/api/users/password-reset', { token, password: 'yet another' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(accountMessages.linkInvalid);

    const old = await post('/api/users/sign-in', {
      email: learner.email,
      password: learner.password,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await post('/api/users/sign-in', {
      email: learner.email,
      password: 'a new password',
    });
    expect(fresh.statusCode).toBe(200);
    const stale = await app.inject({ url: '/api/academy/website', headers: learner.headers });
    expect(stale.statusCode).toBe(401);
  });

  it('answers an unknown address the same, in the same time (median of 15 within 50 ms)', async () => {
    const learner = await learnerWithToken(app);
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 15; i++) {
      for (const kind of ['known', 'unknown'] as const) {
        const email = kind === 'known' ? learner.email : `nobody-${i}@example.org`;
        const started = performance.now();
        const response = await post('/api/users/password-reset/request', { email });
        timings[kind].push(performance.now() - started);
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ message: accountMessages.resetRequested });
      }
    }
    const gap = Math.abs(median(timings.known) - median(timings.unknown));
    console.log(
      `reset request median: known ${median(timings.known).toFixed(1)} ms, unknown ${median(timings.unknown).toFixed(1)} ms`,
    );
    expect(gap).toBeLessThan(50);
    // Only three mails an hour reach one address, however often it is asked.
    await worker.drain();
    expect(smtp.received.filter((mail) => mail.to.includes(learner.email)).length).toBe(1 + 3);
  });

  it('refuses malformed and unknown tokens with the same message', async () => {
    for (const token of ['x'.repeat(43), 'short', '\u0000'.repeat(43), 42, null]) {
      const response = await post('/api/users/password-reset', {
        token,
        password: 'a new password',
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('e-mail verification', () => {
  it('mails a link at sign-up; the link confirms the address once', async () => {
    const learner = await learnerWithToken(app, 'Grace Hopper', { verified: false });
    const me = await app.inject({ url: '/api/users/me', headers: learner.headers });
    expect(me.json()).toMatchObject({ userName: 'Grace Hopper', emailVerified: false });
    const token = await linkToken(learner.email, '/academy-verify-email');
    const verified = await post('/api/users/verify-email', { token });
    expect(verified.json()).toEqual({ message: accountMessages.verified });
    expect((await post('/api/users/verify-email', { token })).statusCode).toBe(400);
    const after = await app.inject({ url: '/api/users/me', headers: learner.headers });
    expect(after.json().emailVerified).toBe(true);
    const resend = await post('/api/users/me/verification', {}, learner.headers);
    expect(resend.json()).toEqual({ message: accountMessages.alreadyVerified });
  });
});

describe('the account', () => {
  it('changes the name and the password (other browsers signed out)', async () => {
    const learner = await learnerWithToken(app);
    const renamed = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: learner.headers,
      payload: { userName: 'Ada King' },
    });
    expect(renamed.json().userName).toBe('Ada King');
    const other = await post('/api/users/sign-in', {
      email: learner.email,
      password: learner.password,
    });
    const wrong = await post(
      '/api/users/me/password',
      { currentPassword: 'nope', newPassword: 'a new password' },
      learner.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(accountMessages.wrongPassword);
    const changed = await post(
      '/api/users/me/password',
      { currentPassword: learner.password, newPassword: 'a new password' },
      learner.headers,
    );
    expect(changed.json()).toEqual({ message: accountMessages.passwordChanged });
    expect((await app.inject({ url: '/api/users/me', headers: learner.headers })).statusCode).toBe(
      200,
    );
    const otherHeaders = { authorization: `Bearer ${other.json().token as string}` };
    expect((await app.inject({ url: '/api/users/me', headers: otherHeaders })).statusCode).toBe(
      401,
    );
  });

  it('exports the data as JSON, then deletes the account: sign-in fails, no learner row remains', async () => {
    const learner = await learnerWithToken(app, 'Mary Somerville');
    const exported = await app.inject({ url: '/api/users/me/export', headers: learner.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    expect(exported.headers['cache-control']).toContain('no-store');
    expect(exported.json().account).toMatchObject({
      userName: 'Mary Somerville',
      email: learner.email,
    });

    const refused = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: learner.headers,
      payload: { password: 'wrong' },
    });
    expect(refused.statusCode).toBe(400);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: learner.headers,
      payload: { password: learner.password },
    });
    expect(deleted.json()).toEqual({ message: accountMessages.deleted });
    const rows = await app.db.select().from(learners).where(eq(learners.email, learner.email));
    expect(rows).toEqual([]);
    const signIn = await post('/api/users/sign-in', {
      email: learner.email,
      password: learner.password,
    });
    expect(signIn.statusCode).toBe(401);
    const gone = await app.inject({ url: '/api/users/me/export', headers: learner.headers });
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ message: academyMessages.signInRequired });
  });
});
