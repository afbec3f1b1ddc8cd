import { staffMessages } from '@verdantia/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { staffInvitations } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { staffWithSession } from '../../test/staff.ts';

// Concurrent writes only race on PostgreSQL: PGlite has one connection and runs them in turn.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const when = onPostgres ? '' : ' (skipped: needs TEST_DATABASE_URL)';

describe.skipIf(!onPostgres)(`one pending invitation per address on PostgreSQL${when}`, () => {
  let app: App;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = (await staffWithSession(app, 'admin')).cookie;
  });
  afterAll(() => app.close());

  it(`10 concurrent invitations of one address leave exactly 1 pending${when}`, async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/admin/staff/invitations',
          headers: { cookie: admin },
          payload: { email: 'Race@Example.org', role: 'editor' },
        }),
      ),
    );
    for (const response of responses) {
      expect([201, 409]).toContain(response.statusCode);
      if (response.statusCode === 409) {
        expect(response.json()).toEqual({ message: staffMessages.invitationPending });
      }
    }
    expect(responses.some((r) => r.statusCode === 201)).toBe(true);
    const [pending] = await app.db
      .select({ n: count() })
      .from(staffInvitations)
      .where(
        and(eq(staffInvitations.email, 'race@example.org'), isNull(staffInvitations.acceptedAt)),
      );
    expect(pending).toEqual({ n: 1 });
  });
});
