import { staffMessages } from '@verdantia/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { ACCOUNT_DAILY_FAILURES } from '../../auth/sign-in-guard.ts';
import { auditLog, staffUsers } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { unlockStaff } from './member-changes.ts';
import { createStaff, sessionCookie, TEST_PASSWORD } from '../../test/staff.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

const signInFrom = (client: string, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/session',
    remoteAddress: client,
    payload: { email, password },
  });

/** Moves the clock forward (the counters' time; the database keeps its own). */
const advance = (minutes: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + minutes * 60_000);
};

/** Failed-sign-in audit entries of one account, by reason. */
async function failureReasons(id: number) {
  const rows = await app.db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.target, `staff:${id}`), like(auditLog.action, '%failed')));
  return rows.map((r) => String(r.detail?.reason));
}

describe('sign-in lockout under parallel attack', () => {
  it('checks at most 5 of 50 parallel wrong passwords, then holds for 15 minutes from that client only', async () => {
    const staff = await createStaff(app, 'admin');
    const attacker = '198.51.100.7';
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signInFrom(attacker, staff.email, `wrong ${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    const unauthorised = statuses.filter((s) => s === 401).length;
    const limited = statuses.filter((s) => s === 429).length;
    expect(unauthorised + limited).toBe(50);
    expect(unauthorised).toBeLessThanOrEqual(4);
    // Every checked password leaves a wrong_password* entry; refused ones only 'locked'.
    const reasons = await failureReasons(staff.id);
    const checked = reasons.filter((r) => r.startsWith('wrong_password')).length;
    expect(checked).toBe(5);
    expect(reasons.filter((r) => r === 'locked')).toHaveLength(45);
    console.info(
      `50 parallel wrong passwords: ${checked} checked, ${unauthorised}×401, ${limited}×429`,
    );

    // The right password: refused from the attacking address, accepted from the office.
    const fromAttacker = await signInFrom(attacker, staff.email, TEST_PASSWORD);
    expect(fromAttacker.statusCode).toBe(429);
    expect(fromAttacker.json()).toEqual({ message: staffMessages.locked });
    const fromOffice = await signInFrom('203.0.113.20', staff.email, TEST_PASSWORD);
    expect(fromOffice.statusCode).toBe(200);

    advance(14);
    expect((await signInFrom(attacker, staff.email, TEST_PASSWORD)).statusCode).toBe(429);
    advance(1.1);
    expect((await signInFrom(attacker, staff.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly like a known one, attempt after attempt', async () => {
    const staff = await createStaff(app, 'editor');
    const client = '198.51.100.8';
    const known: Array<[number, unknown]> = [];
    const unknown: Array<[number, unknown]> = [];
    for (let i = 0; i < 7; i++) {
      const a = await signInFrom(client, staff.email, `not it ${i}`);
      const b = await signInFrom(client, 'nobody-here@example.org', `not it ${i}`);
      known.push([a.statusCode, a.json()]);
      unknown.push([b.statusCode, b.json()]);
      expect(b.headers['set-cookie']).toBeUndefined();
    }
    expect(unknown).toEqual(known);
    expect(known.map(([status]) => status)).toEqual([401, 401, 401, 401, 429, 429, 429]);
  });

  it('counts a wrong current password on a password change as a failed sign-in', async () => {
    const staff = await createStaff(app, 'editor');
    const client = '198.51.100.9';
    const cookie = sessionCookie(
      (await signInFrom(client, staff.email, TEST_PASSWORD)).headers['set-cookie'],
    );
    const change = (currentPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/password',
        remoteAddress: client,
        headers: { cookie },
        payload: { currentPassword, newPassword: 'a brand new long password' },
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await change(`guess ${i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(429);
    expect((await signInFrom(client, staff.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it("an admin's unlock clears the account's counters from every address", async () => {
    const staff = await createStaff(app, 'editor');
    for (const client of ['198.51.100.10', '198.51.100.11']) {
      for (let i = 0; i < 5; i++) await signInFrom(client, staff.email, `wrong ${i}`);
      expect((await signInFrom(client, staff.email, TEST_PASSWORD)).statusCode).toBe(429);
    }
    const [row] = await app.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(row!.lockedUntil).not.toBeNull();
    expect(await unlockStaff(app.db, staff.id)).toBe(true);
    for (const client of ['198.51.100.10', '198.51.100.11']) {
      expect((await signInFrom(client, staff.email, TEST_PASSWORD)).statusCode).toBe(200);
    }
  });

  it(`past ${ACCOUNT_DAILY_FAILURES} failures a day from many addresses, makes failed clients wait but lets the owner in`, async () => {
    const staff = await createStaff(app, 'editor');
    // 4 failures from each of 25 addresses: no pair is ever locked, the account bar is reached.
    for (let client = 0; client < ACCOUNT_DAILY_FAILURES / 4; client++) {
      await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          signInFrom(`192.0.2.${client + 1}`, staff.email, `slow ${i}`),
        ),
      );
    }
    // A client that has failed on the account waits, and is told for how long.
    const attacker = await signInFrom('192.0.2.1', staff.email, TEST_PASSWORD);
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    // The account's daily wait, not the 15-minute lockout: it says hours and a way out.
    expect(attacker.json().message).toMatch(/for this account today\. Try again in \d+ hours?/);
    // The owner's right password from an address that has not failed still works.
    expect((await signInFrom('203.0.113.21', staff.email, TEST_PASSWORD)).statusCode).toBe(200);

    // 50 parallel wrong passwords from a new address: one is checked (slowly), 49 wait.
    const before = (await failureReasons(staff.id)).filter((r) => r.startsWith('wrong')).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signInFrom('203.0.113.99', staff.email, `wrong ${i}`)),
    );
    const after = (await failureReasons(staff.id)).filter((r) => r.startsWith('wrong')).length;
    expect(after - before).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 429)).toBe(true);
    expect(answers.every((answer) => Number(answer.headers['retry-after']) > 0)).toBe(true);
    // ...and the owner still gets in from another fresh address.
    expect((await signInFrom('203.0.113.22', staff.email, TEST_PASSWORD)).statusCode).toBe(200);
    advance(24 * 60 + 1);
    expect((await signInFrom('192.0.2.1', staff.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
