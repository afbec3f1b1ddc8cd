import { Writable } from 'node:stream';
import { site } from '@verdantia/domain';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app.ts';
import { contactLeads, earlyAccessLeads, outboxMessages } from '../db/schema/index.ts';
import { loggerOptions } from '../logger.ts';
import { createTestApp } from '../test/app.ts';
import { startTestSmtpServer } from '../test/test-smtp.ts';
import { startMailWorker, type MailWorker } from './worker.ts';

/** A logger that keeps every line, to check what was (not) logged. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino(loggerOptions('debug'), stream), lines };
}

const post = (app: App, url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const outboxRow = async (app: App, replyTo: string) => {
  const [row] = await app.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.replyTo, replyTo));
  return row!;
};

/** Seconds from now until `at` (the database runs on this machine: one clock). */
const secondsUntil = (at: Date) => (at.getTime() - Date.now()) / 1000;

describe('mail worker with SMTP configured', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let app: App;
  let worker: MailWorker;
  const logs = capturingLogger();

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await createTestApp({ SMTP_URL: smtp.url }, { logger: logs.logger });
    worker = startMailWorker(app, { pollIntervalMs: 25 })!;
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('delivers a lead notification and marks it sent', async () => {
    const response = await post(app, '/api/submit_contact_form', {
      name: 'Ada Lovelace',
      companyName: 'Analytical Engines',
      professionalEmail: 'ada@engines.example',
      phone: '+44 20 7946 0999',
    });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(
      async () => expect((await outboxRow(app, 'ada@engines.example')).status).toBe('sent'),
      {
        timeout: 15_000,
        interval: 50,
      },
    );
    const row = await outboxRow(app, 'ada@engines.example');
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe(site.email); // MAIL_FROM's default address
    expect(mail.to).toEqual([site.email]); // NOTIFY_EMAIL's default
    expect(mail.raw).toContain('Subject: New contact message from Analytical Engines');
    expect(mail.raw).toContain('Reply-To: ada@engines.example');
    expect(mail.raw).toContain('Name: Ada Lovelace');
    expect(mail.raw).toContain('Phone: +44 20 7946 0999');
  });

  it('keeps a rejected message queued with a later retry, and the lead stays stored', async () => {
    smtp.state.rejectWith = 'Mailbox busy, try later';
    const email = 'grace@compilers.example';
    const response = await post(app, '/api/comming_soon', {
      full_name: 'Grace Hopper',
      email,
      sector: 'Technology',
      country: 'United States',
    });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await outboxRow(app, email)).attempts).toBe(1), {
      timeout: 15_000,
      interval: 50,
    });
    await worker.drain(); // the failed attempt has been recorded
    const row = await outboxRow(app, email);
    expect(row.status).toBe('queued');
    expect(row.lastError).toContain('451');
    expect(row.sentAt).toBeNull();
    expect(secondsUntil(row.nextAttemptAt)).toBeGreaterThan(30);
    const leads = await app.db
      .select()
      .from(earlyAccessLeads)
      .where(eq(earlyAccessLeads.email, email));
    expect(leads).toHaveLength(1);
  });

  it('backs off 1 min, 5 min, 30 min, 2 h, then marks the message failed after 5 attempts', async () => {
    const email = 'grace@compilers.example';
    const waits = [secondsUntil((await outboxRow(app, email)).nextAttemptAt)];
    for (let attempt = 2; attempt <= 5; attempt++) {
      // Make the retry due now instead of waiting for it.
      await app.db
        .update(outboxMessages)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(outboxMessages.replyTo, email));
      await worker.drain();
      const row = await outboxRow(app, email);
      expect(row.attempts).toBe(attempt);
      if (attempt < 5) waits.push(secondsUntil(row.nextAttemptAt));
      else expect(row.status).toBe('failed');
    }
    const expected = [60, 300, 1800, 7200];
    waits.forEach((wait, i) => expect(Math.abs(wait - expected[i]!)).toBeLessThan(20));
  });

  it('sends again once the server accepts mail', async () => {
    smtp.state.rejectWith = undefined;
    const before = smtp.received.length;
    await post(app, '/api/waiting-list', {
      firstName: 'Alan',
      surname: 'Turing',
      companyName: 'Bletchley',
      email: 'alan@bletchley.example',
    });
    await vi.waitFor(
      async () => expect((await outboxRow(app, 'alan@bletchley.example')).status).toBe('sent'),
      {
        timeout: 15_000,
        interval: 50,
      },
    );
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.raw).toContain(
      'Subject: New waiting-list entry from Alan Turing, Bletchley',
    );
  });

  it('never logs the personal data of a lead', async () => {
    await worker.drain();
    const logged = logs.lines.join('\n');
    expect(logged).toContain('mail sent');
    expect(logged).toContain('mail delivery failed');
    for (const secret of [
      'Ada',
      'Lovelace',
      'ada@engines',
      'Grace',
      'Hopper',
      'grace@compilers',
      'Turing',
      'alan@',
      '7946 0999',
      'Analytical',
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('mail worker without SMTP', () => {
  let app: App;
  const logs = capturingLogger();
  beforeAll(async () => {
    app = await createTestApp({}, { logger: logs.logger });
  });
  afterAll(() => app?.close());

  it('does not start, says mail is kept in the outbox, and the lead still succeeds', async () => {
    expect(startMailWorker(app, { pollIntervalMs: 10 })).toBeUndefined();
    await app.ready();
    expect(logs.lines.join('\n')).toContain('e-mail is kept in the outbox');
    const response = await post(app, '/api/submit_contact_form', {
      name: 'Kept Queued',
      companyName: 'Outbox Ltd',
      professionalEmail: 'kept@outbox.example',
    });
    expect(response.statusCode).toBe(200);
    const row = await outboxRow(app, 'kept@outbox.example');
    expect(row).toMatchObject({ status: 'queued', attempts: 0, sentAt: null });
    const leads = await app.db
      .select()
      .from(contactLeads)
      .where(eq(contactLeads.professionalEmail, 'kept@outbox.example'));
    expect(leads).toHaveLength(1);
  });
});
