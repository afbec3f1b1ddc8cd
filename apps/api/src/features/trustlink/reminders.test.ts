import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  outboxMessages,
  trustlinkExclusions,
  trustlinkInteractions,
} from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { sealedCaseRow } from '../../test/seed-cases.ts';
import { createStaff, grantCaseManager } from '../../test/staff.ts';
import { sendDeadlineReminders } from './reminders.ts';

const DAY = 24 * 3600_000;
const now = new Date('2026-11-27T06:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('deadline reminders', () => {
  it('sends the expected content-free e-mails once, however often the job runs', async () => {
    const handler = await createStaff(app, 'case_handler');
    const m1 = await createStaff(app, 'admin');
    const m2 = await createStaff(app, 'case_handler');
    await grantCaseManager(app, m1.id);
    await grantCaseManager(app, m2.id);
    // A seeded timeline: [days since received, acknowledged after (days), assigned, closed].
    const timeline = {
      A: { age: 5.5, ack: null, assigned: true }, // day 5: the assignee
      B: { age: 8, ack: null, assigned: true }, // day 5 + day 7: assignee and 2 managers
      C: { age: 3, ack: null, assigned: true }, // nothing yet
      D: { age: 85, ack: 2, assigned: true }, // day 80: the assignee
      E: { age: 95, ack: 2, assigned: true }, // day 80 + day 90: assignee and 2 managers
      F: { age: 95, ack: 2, assigned: true, closed: true }, // closed: nothing
      G: { age: 6, ack: null, assigned: false }, // day 5 but nobody assigned: nothing
      H: { age: 8, ack: null, assigned: false }, // day 7: managers, minus the one excluded
    } as const;
    const ids: Record<string, number> = {};
    let i = 0;
    for (const [name, c] of Object.entries(timeline)) {
      const received = daysAgo(c.age);
      const row = {
        ...sealedCaseRow(app.config, (i += 1)),
        status: c.ack === null ? ('new' as const) : ('under_investigation' as const),
        receivedAt: received,
        acknowledgedAt: c.ack === null ? null : new Date(received.getTime() + c.ack * DAY),
        feedbackGivenAt: null,
        closedAt: 'closed' in c ? new Date(received.getTime() + 50 * DAY) : null,
        closureReason: 'closed' in c ? ('duplicate' as const) : null,
        assigneeId: c.assigned ? handler.id : null,
      };
      const [inserted] = await app.db
        .insert(trustlinkInteractions)
        .values(row)
        .returning({ id: trustlinkInteractions.id });
      ids[name] = inserted!.id;
    }
    await app.db
      .insert(trustlinkExclusions)
      .values({ interactionId: ids.H!, staffId: m2.id, reason: 'named' });
    await app.db.delete(outboxMessages);

    const first = await sendDeadlineReminders(app.db, app.config, now);
    const second = await sendDeadlineReminders(app.db, app.config, now);
    const later = await sendDeadlineReminders(
      app.db,
      app.config,
      new Date(now.getTime() + 3600_000),
    );
    const mail = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'trustlink-reminder'));
    console.log(`reminders: first run ${first}, second run ${second}, an hour later ${later}`);
    expect([first, second, later]).toEqual([9, 0, 0]);
    expect(mail).toHaveLength(9);
    const to = (email: string) => mail.filter((m) => m.toAddress === email).length;
    expect(to(handler.email)).toBe(4); // A, B, D, E
    expect(to(m1.email)).toBe(3); // B, E, H
    expect(to(m2.email)).toBe(2); // B, E (excluded from H)
    for (const m of mail) {
      expect(m.textBody).toMatch(/^A case needs your attention in the console/);
      expect(m.textBody + m.subject).not.toMatch(/Seeded|Plant|TL-\d|\/admin\/cases/);
    }
  });
});
