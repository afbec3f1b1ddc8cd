import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { ACCOUNT_DAILY_FAILURES } from '../../../auth/sign-in-guard.ts';
import { outboxMessages } from '../../../db/schema/index.ts';
import { learnerWithToken } from '../../../test/academy.ts';
import { createTestApp } from '../../../test/app.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const signInFrom = (client: string, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/users/sign-in',
    remoteAddress: client,
    payload: { email, password },
  });

/** The unlock mails queued for `email`. */
const unlockMails = (email: string) =>
  app.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, email), eq(outboxMessages.kind, 'academy-unlock')));

describe('learner sign-in past the daily bar of failures', () => {
  it('lets the owner in from a fresh address, e-mails an unlock link once, and the reset lifts the wait', async () => {
    const learner = await learnerWithToken(app);
    // 4 failures from each of 25 addresses, in parallel per address.
    for (let client = 0; client < ACCOUNT_DAILY_FAILURES / 4; client++) {
      await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          signInFrom(`192.0.2.${client + 1}`, learner.email, `wrong ${i}`),
        ),
      );
    }
    const waiting = await signInFrom('192.0.2.7', learner.email, learner.password);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    // The account's daily wait, not the 15-minute lockout: it says hours and a way out.
    expect(waiting.json().message).toMatch(
      /^Too many failed sign-ins for this account today\. Try again in \d+ hours?, or use the link we e-mailed you/,
    );
    expect((await signInFrom('203.0.113.5', learner.email, learner.password)).statusCode).toBe(200);

    // 50 parallel wrong passwords from a new address: none gets a 401 past the first check.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signInFrom('203.0.113.99', learner.email, `x ${i}`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(50);

    const mails = await unlockMails(learner.email);
    expect(mails).toHaveLength(1);
    const token = /\/academy-reset-password#([A-Za-z0-9_-]{43})/.exec(mails[0]!.textBody)?.[1];
    expect(token).toBeTruthy();
    const reset = await app.inject({
      method: 'POST',
      url: '/api/users/password-reset',
      payload: { token, password: 'a fresh long password' },
    });
    expect(reset.statusCode).toBe(200);
    // The address that had failed (but was never locked on its own) may try again.
    const after = await signInFrom('192.0.2.7', learner.email, 'a fresh long password');
    expect(after.statusCode).toBe(200);
  });

  it('gives an unknown address the same answers and sends nothing', async () => {
    const email = `nobody-${Date.now()}@example.org`;
    for (let client = 0; client < ACCOUNT_DAILY_FAILURES / 4; client++) {
      await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          signInFrom(`198.51.100.${client + 1}`, email, `w ${i}`),
        ),
      );
    }
    expect((await signInFrom('198.51.100.7', email, 'guess')).statusCode).toBe(429);
    expect((await signInFrom('203.0.113.77', email, 'guess')).statusCode).toBe(429);
    expect(await unlockMails(email)).toHaveLength(0);
  });
});
