import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { outboxMessages } from '../../../db/schema/index.ts';
import { startTestSmtpServer } from '../../../test/test-smtp.ts';
import { startMailWorker } from '../../../mail/worker.ts';
import { createTestApp } from '../../../test/app.ts';
import { staffWithSession } from '../../../test/staff.ts';

// With a mail server, Retry sends at once and answers the outcome; a sent message keeps no error.

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let app: App;
let cookie: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  app = await createTestApp({ SMTP_URL: smtp.url });
  startMailWorker(app, { pollIntervalMs: 60_000 });
  await app.ready();
  cookie = (await staffWithSession(app, 'admin')).cookie;
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('outbox retry', () => {
  it('sends a failed message, clears its old error and answers the updated message', async () => {
    const [row] = await app.db
      .insert(outboxMessages)
      .values({
        kind: 'lead-notification',
        toAddress: 'team@example.org',
        subject: 'A message that failed before',
        textBody: 'Hello',
        status: 'failed',
        attempts: 5,
        lastError: 'SMTP said no',
      })
      .returning();
    const retry = await app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${row!.id}/retry`,
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message).toMatchObject({
      id: row!.id,
      status: 'sent',
      lastError: null,
      sentAt: expect.stringMatching(/^\d{4}-/),
    });
    const list = await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie } });
    const listed = list.json().items.find((m: { id: number }) => m.id === row!.id);
    expect(listed).toMatchObject({ status: 'sent', lastError: null });
    const [stored] = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, row!.id));
    expect(stored!.lastError).toBeNull();
    expect(smtp.received.some((m) => m.to.includes('team@example.org'))).toBe(true);
  });
});
