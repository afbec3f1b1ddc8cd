import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp } from '../../test/app.ts';
import {
  interactionFields,
  multipartBody,
  pdfBytes,
  reporterCookie,
  TEST_PIN,
} from '../../test/trustlink.ts';

// A reporter's address and browser are never written down: not in a log line, not in a row.

const ADDRESS = '203.0.113.77';
const AGENT = 'UniqueReporterBrowser/9.9';
const client = { remoteAddress: ADDRESS, headers: { 'user-agent': AGENT } };

const lines: string[] = [];
let app: App;
beforeAll(async () => {
  const logger = createLogger('info', {
    pretty: false,
    destination: { write: (l: string) => lines.push(l) },
  });
  app = await createTestApp({ LOG_LEVEL: 'info' }, { logger });
});
afterAll(() => app.close());

describe('the reporter routes', () => {
  it('neither log nor store the IP address or user agent', async () => {
    const form = multipartBody(interactionFields(), { content: pdfBytes, filename: 'a.pdf' });
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/stakeholder-interactions',
      payload: form.payload,
      ...client,
      headers: { ...form.headers, ...client.headers },
    });
    expect(submitted.statusCode).toBe(201);
    const { interactionId } = submitted.json();
    const bad = multipartBody(interactionFields({ reporter: '{oops' }));
    await app.inject({
      method: 'POST',
      url: '/api/stakeholder-interactions',
      payload: bad.payload,
      ...client,
      headers: { ...bad.headers, ...client.headers },
    });
    const follow = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/stakeholder-interactions/followUp',
        payload: { intId: interactionId, password },
        ...client,
      });
    expect((await follow('wrong-pin')).statusCode).toBe(401);
    const ok = await follow(TEST_PIN);
    const cookie = reporterCookie(ok.headers['set-cookie']);
    const remark = multipartBody({ remark: 'One more detail.' });
    await app.inject({
      method: 'POST',
      url: '/api/stakeholder-interactions/session/remarks',
      payload: remark.payload,
      ...client,
      headers: { ...remark.headers, ...client.headers, cookie },
    });
    await app.inject({
      method: 'GET',
      url: '/api/stakeholder-interactions/session',
      ...client,
      headers: { ...client.headers, cookie },
    });
    await app.inject({
      method: 'DELETE',
      url: '/api/stakeholder-interactions/session',
      ...client,
      headers: { ...client.headers, cookie },
    });
    // Failed sign-ins are counted per client; the counters (in the database on PostgreSQL) hold a
    // keyed hash of the address, never the address.
    for (const url of ['/api/users/sign-in', '/api/admin/session']) {
      await app.inject({
        method: 'POST',
        url,
        payload: { email: 'nobody@example.org', password: 'not the password' },
        ...client,
      });
    }
    // A route outside TrustLink is logged as usual, so the capture works.
    await app.inject({ method: 'GET', url: '/api/sectors-types/names', ...client });

    const log = lines.join('');
    expect(log).toContain('/api/sectors-types/names');
    expect(log).not.toContain('stakeholder-interactions');
    expect(log).not.toContain(ADDRESS);
    expect(log).not.toContain(AGENT);

    const tables = (await app.db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema()`,
    )) as unknown as { rows: { table_name: string }[] };
    for (const { table_name } of tables.rows) {
      const rows = (await app.db.execute(sql.raw(`select * from "${table_name}"`))) as unknown as {
        rows: unknown[];
      };
      const dump = JSON.stringify(rows.rows);
      expect(dump, table_name).not.toContain(ADDRESS);
      expect(dump, table_name).not.toContain(AGENT);
    }
  });
});
