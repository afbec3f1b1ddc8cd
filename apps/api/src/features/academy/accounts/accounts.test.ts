import { academyMessages } from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../../app.ts';
import { verifyLearnerToken } from '../../../auth/learner-tokens.ts';
import { learners, outboxMessages } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { ACCOUNT_EXISTS_MAILS_PER_HOUR } from './account-exists-mail.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

let counter = 0;
const newEmail = () => `learner-${Date.now()}-${counter++}@example.org`;
const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/users/sign-up',
    payload: {
      userName: 'Grace Hopper',
      email,
      password: 'compiler1',
      organisation: 'Navy Labs',
      position: 'Rear admiral',
      country: 'United States',
      ...extra,
    },
  });
const signIn = (email: string, password: string, client = '192.0.2.1', remember?: boolean) =>
  app.inject({
    method: 'POST',
    url: '/api/users/sign-in',
    remoteAddress: client,
    payload: { email, password, ...(remember === undefined ? {} : { remember }) },
  });

describe('learner sign-up', () => {
  it('creates the account with an argon2id hash and answers no account data', async () => {
    const email = newEmail();
    const response = await signUp(email.toUpperCase());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: academyMessages.signedUp });
    const [row] = await app.db.select().from(learners).where(eq(learners.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers a taken address exactly as a new one and e-mails its owner instead', async () => {
    const email = newEmail();
    const first = await signUp(email);
    const again = await signUp(email.replace('learner', 'LEARNER'), { userName: 'Mallory Evil' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-length']).toBe(first.headers['content-length']);
    const mails = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, email))
      .orderBy(outboxMessages.id);
    expect(mails.map((m) => m.kind)).toEqual(['academy-verify-email', 'academy-account-exists']);
    expect(mails[1]!.textBody).toContain('/academy-forgot-password');
    // Nothing the visitor typed goes out in it.
    expect(mails[1]!.textBody).not.toContain('Mallory');
    // At most ACCOUNT_EXISTS_MAILS_PER_HOUR of them per address.
    for (let i = 0; i < 5; i += 1) expect((await signUp(email)).statusCode).toBe(201);
    const exists = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, email));
    expect(exists.filter((m) => m.kind === 'academy-account-exists')).toHaveLength(
      ACCOUNT_EXISTS_MAILS_PER_HOUR,
    );
  });

  it('stores exactly one account when 30 sign-ups with one e-mail arrive at once', async () => {
    const email = newEmail();
    const answers = await Promise.all(Array.from({ length: 30 }, () => signUp(email)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 30 }, () => 201));
    expect(await app.db.select().from(learners).where(eq(learners.email, email))).toHaveLength(1);
  });

  it("answers bad fields 400 with the specification's messages", async () => {
    const response = await signUp('no-at-sign', { userName: 'A', password: '123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      userName: ['Name must be at least 2 characters'],
      email: ['Please enter Your business or school email address'],
      password: ['Password must be at least 6 characters'],
    });
  });
});

describe('learner sign-in', () => {
  it('answers the token and the user; the token lives 1 day, or 30 with remember', async () => {
    const email = newEmail();
    await signUp(email);
    const short = await signIn(email, 'compiler1');
    expect(short.statusCode).toBe(200);
    const body = short.json();
    expect(body.message).toBe('Logged in successfully');
    expect(body.user.email).toBe(email);
    expect((await verifyLearnerToken(app.config.JWT_SECRET, body.token)).learnerId).toBe(
      body.user._id,
    );
    const days = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;
    expect(days(body.expiresAt)).toBeCloseTo(1, 1);
    const long = await signIn(email, 'compiler1', '192.0.2.1', true);
    expect(days(long.json().expiresAt)).toBeCloseTo(30, 1);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const email = newEmail();
    await signUp(email);
    const wrong = await signIn(email, 'not-it', '192.0.2.50');
    const unknown = await signIn(newEmail(), 'not-it', '192.0.2.50');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: academyMessages.badCredentials });
  });

  it('checks at most 5 of 30 parallel wrong passwords and then locks that client out for 15 minutes', async () => {
    const email = newEmail();
    await signUp(email);
    const attacker = '198.51.100.30';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(email, `wrong ${i}`, attacker)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s === 401 || s === 429)).toHaveLength(30);
    const locked = await signIn(email, 'compiler1', attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: academyMessages.locked });
    // The learner at another address is not locked out by the attacker.
    expect((await signIn(email, 'compiler1', '203.0.113.9')).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 14 * 60_000);
    expect((await signIn(email, 'compiler1', attacker)).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 1.1 * 60_000);
    expect((await signIn(email, 'compiler1', attacker)).statusCode).toBe(200);
  });

  it('locks after 5 failures in a row, one at a time', async () => {
    const email = newEmail();
    await signUp(email);
    const client = '198.51.100.31';
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(email, 'nope', client)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('asks for a valid e-mail address', async () => {
    const response = await signIn('nobody', 'x');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.email).toEqual(['Please enter a valid email address']);
  });
});
