import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { newsletterLeads, outboxMessages } from '../db/schema/index.ts';
import { createTestApp } from '../test/app.ts';
import {
  claimDueMessages,
  enqueueMail,
  insertWithMail,
  failAbandonedMessages,
  markAttemptFailed,
  MAX_ATTEMPTS,
  oneLine,
  releaseClaims,
} from './outbox.ts';

const mail = (n: number) => ({
  kind: 'test',
  to: 'staff@provider.example',
  subject: `Message ${n}`,
  text: `Body ${n}`,
});

describe('the outbox', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp(); // no SMTP: no worker claims behind the tests' backs
  });
  afterAll(() => app?.close());
  beforeEach(async () => {
    await app.db.delete(outboxMessages);
  });

  const row = async (id: number) =>
    (await app.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
  const expireClaim = (id: number) =>
    app.db
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outboxMessages.id, id));

  it('queues a message due now, with no attempt yet', async () => {
    const id = await enqueueMail(app.db, { ...mail(1), replyTo: 'lead@x.example' });
    expect(await row(id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      toAddress: 'staff@provider.example',
      replyTo: 'lead@x.example',
      htmlBody: null,
      sentAt: null,
    });
  });

  it('hands each due message to one claimer only, even when claims run at once', async () => {
    const ids = [];
    for (let n = 0; n < 6; n++) ids.push(await enqueueMail(app.db, mail(n)));
    const claims = await Promise.all([1, 2, 3].map(() => claimDueMessages(app.db, 2)));
    const claimed = claims.flat().map((m) => m.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort((a, b) => a - b)).toEqual(ids);
    expect(claims.flat().every((m) => m.status === 'sending' && m.attempts === 1)).toBe(true);
    expect(await claimDueMessages(app.db, 10)).toEqual([]);
  });

  it('leaves messages that are not due yet', async () => {
    const id = await enqueueMail(app.db, mail(1));
    await markAttemptFailed(app.db, id, 1, 'boom');
    expect(await claimDueMessages(app.db, 10)).toEqual([]);
    expect((await row(id)).status).toBe('queued');
  });

  it('takes over a message whose worker died mid-send once its claim lapses', async () => {
    const id = await enqueueMail(app.db, mail(1));
    await claimDueMessages(app.db, 10);
    expect(await claimDueMessages(app.db, 10)).toEqual([]); // the claim still holds
    await expireClaim(id);
    const [again] = await claimDueMessages(app.db, 10);
    expect(again).toMatchObject({ id, status: 'sending', attempts: 2 });
  });

  it('hands back claimed messages that were not tried, without counting an attempt', async () => {
    const id = await enqueueMail(app.db, mail(1));
    await claimDueMessages(app.db, 10);
    await releaseClaims(app.db, [id]);
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await claimDueMessages(app.db, 10)).map((m) => m.id)).toEqual([id]);
  });

  it('fails a message whose last permitted attempt was interrupted', async () => {
    const id = await enqueueMail(app.db, mail(1));
    await app.db
      .update(outboxMessages)
      .set({ status: 'sending', attempts: MAX_ATTEMPTS })
      .where(eq(outboxMessages.id, id));
    await expireClaim(id);
    expect(await claimDueMessages(app.db, 10)).toEqual([]);
    expect(await failAbandonedMessages(app.db)).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'failed' });
  });

  it('never touches sent or failed messages', async () => {
    const sent = await enqueueMail(app.db, mail(1));
    const failed = await enqueueMail(app.db, mail(2));
    await app.db.update(outboxMessages).set({ status: 'sent' }).where(eq(outboxMessages.id, sent));
    await app.db
      .update(outboxMessages)
      .set({ status: 'failed' })
      .where(eq(outboxMessages.id, failed));
    expect(await claimDueMessages(app.db, 10)).toEqual([]);
    expect(await failAbandonedMessages(app.db)).toBe(0);
    const rows = await app.db
      .select({ status: outboxMessages.status })
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, [sent, failed]));
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'sent']);
  });

  it('keeps subjects on one line and of bounded length', () => {
    expect(oneLine('a\r\nBcc: x@y.z\tb', 100)).toBe('a Bcc: x@y.z b');
    expect(oneLine('x'.repeat(300), 200)).toHaveLength(200);
  });

  describe('a row and its mail in one statement', () => {
    const write = insertWithMail<{ email: string }>('test_newsletter_lead', (db, value) =>
      db
        .insert(newsletterLeads)
        .values({ email: value('email') })
        .onConflictDoNothing({ target: newsletterLeads.email })
        .returning({ id: newsletterLeads.id, createdAt: newsletterLeads.createdAt }),
    );
    const about = (email: string) => ({
      kind: 'test',
      to: 'staff@provider.example',
      replyTo: email,
      subject: `About\r\n${email}`,
      head: `Sign-up: ${email}\nReceived: `,
      tail: ' UTC\nReference: test #',
    });
    const mailOf = async (email: string) =>
      (await app.db.select().from(outboxMessages).where(eq(outboxMessages.replyTo, email)))[0];

    it('binds each write its own values: the statement built once holds none of them', async () => {
      const [first, second] = ['one@x.example', "two'); drop table outbox;--@x.example"];
      const ids = [await write(app.db, { email: first }, about(first))];
      ids.push(await write(app.db, { email: second }, about(second)));
      expect(ids[1]).toBeGreaterThan(ids[0]!);
      for (const [index, email] of [first, second].entries()) {
        const queued = await mailOf(email);
        expect(queued).toMatchObject({ kind: 'test', subject: `About ${email}`, status: 'queued' });
        expect(queued!.textBody).toMatch(
          new RegExp(
            `^Sign-up: .+\nReceived: \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC\nReference: test #${ids[index]}\n$`,
          ),
        );
      }
    });

    it('queues no mail when the insert writes nothing', async () => {
      const email = 'again@x.example';
      expect(await write(app.db, { email }, about(email))).toBeTypeOf('number');
      await app.db.delete(outboxMessages);
      expect(await write(app.db, { email }, about(email))).toBeUndefined();
      expect(await mailOf(email)).toBeUndefined();
    });
  });
});
