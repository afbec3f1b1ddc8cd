import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { trustlinkInteractions } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { seedCases } from '../../../test/seed-cases.ts';
import { staffWithSession } from '../../../test/staff.ts';
import { eq } from 'drizzle-orm';

// Need to know under load: many handlers listing at once, each on their own connection.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const when = onPostgres ? '' : ' (skipped: needs TEST_DATABASE_URL)';
const HANDLERS = 30;
const PER_HANDLER = 3;

describe.skipIf(!onPostgres)(`need to know on PostgreSQL${when}`, () => {
  let app: App;
  const handlers: Array<{ id: number; cookie: string; cases: number[] }> = [];
  beforeAll(async () => {
    app = await createTestApp();
    const ids = await seedCases(app.db, app.config, HANDLERS * PER_HANDLER + 20);
    for (let h = 0; h < HANDLERS; h += 1) {
      const { staff, cookie } = await staffWithSession(app, 'case_handler');
      const cases = ids.slice(h * PER_HANDLER, (h + 1) * PER_HANDLER);
      for (const id of cases) {
        await app.db
          .update(trustlinkInteractions)
          .set({ assigneeId: staff.id })
          .where(eq(trustlinkInteractions.id, id));
      }
      handlers.push({ id: staff.id, cookie, cases });
    }
  }, 120_000);
  afterAll(() => app.close());

  it(`${HANDLERS} parallel listings by different handlers each return exactly their own cases`, async () => {
    const answers = await Promise.all(
      handlers.map((h) =>
        app.inject({
          method: 'GET',
          url: '/api/admin/trustlink/cases?sort=oldest',
          headers: { cookie: h.cookie },
        }),
      ),
    );
    let exact = 0;
    answers.forEach((answer, i) => {
      expect(answer.statusCode).toBe(200);
      const body = answer.json() as { total: number; items: Array<{ id: number }> };
      expect(body.total).toBe(PER_HANDLER);
      expect(body.items.map((item) => item.id).sort()).toEqual([...handlers[i]!.cases].sort());
      exact += 1;
    });
    console.log(`need to know: ${exact}/${HANDLERS} parallel listings returned exactly their own`);
    expect(exact).toBe(HANDLERS);
  });
});
