import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { trustlinkInteractions } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { caseManagerWithSession } from '../../test/staff.ts';
import {
  createTestInteraction,
  followUp,
  interactionFields,
  multipartBody,
  reporterCookie,
} from '../../test/trustlink.ts';
import { rewrapDataKeys } from './rotate-data-keys.ts';
import { ringOf } from './sealed-case.ts';

// A copy of the database or of the upload folder alone must reveal nothing of a report.

const evidence = Buffer.from('%PDF-1.4\n% Ledger of payments to Harrowgate Holdings\n%%EOF\n');
const secrets = [
  'Chemical drums',
  'night shift emptied',
  'loading bay',
  'Imogen',
  'Whistler',
  'imogen.whistler',
  'Bartholomew',
  'Night shift supervisor',
  // A relationship no seeded text uses (the academy's question banks mention employees).
  'Contract Worker',
  '2024-05-14',
  'Harrowgate',
  'ledger-2024.pdf',
  'The red labels were torn off',
  'Ask the gatekeeper',
  'Were you on site',
  // What staff send back: a message with a file, its name and its content.
  'Findings of the handler',
  'handler-findings.pdf',
  'Quarry ledger copy',
];
const staffFile = Buffer.from('%PDF-1.4\n% Quarry ledger copy for the reporter\n%%EOF\n');

let app: App;
let dataDir: string;
let cookie: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trustlink-at-rest-'));
  app = await createTestApp({ DATA_DIR: dataDir });
  cookie = (await caseManagerWithSession(app, 'case_handler')).cookie;
});
afterAll(async () => {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function everyRow(): Promise<string> {
  const tables = (await app.db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema()`,
  )) as unknown as { rows: { table_name: string }[] };
  const dumps: unknown[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await app.db.execute(sql.raw(`select * from "${table_name}"`))) as unknown as {
      rows: Record<string, unknown>[];
    };
    // The outbox must name the reporter's address to deliver "there is an update" (and the
    // retention job removes such mail once sent); every other column is checked.
    if (table_name === 'outbox_messages') for (const row of rows.rows) delete row.to_address;
    dumps.push(rows.rows);
  }
  return JSON.stringify(dumps);
}

async function everyUploadedByte(): Promise<Buffer> {
  const root = path.join(dataDir, 'uploads');
  const files = (await fs.readdir(root, { recursive: true, withFileTypes: true })).filter((f) =>
    f.isFile(),
  );
  return Buffer.concat(
    await Promise.all(files.map((f) => fs.readFile(path.join(f.parentPath, f.name)))),
  );
}

async function caseIdOf(intId: string) {
  const [row] = await app.db
    .select()
    .from(trustlinkInteractions)
    .where(eq(trustlinkInteractions.interactionId, intId));
  return row!;
}

describe('TrustLink encryption at rest', () => {
  it('keeps no submitted text in the database rows or the upload folder', async () => {
    const intId = await createTestInteraction(
      app,
      { relationShip: 'Contract Worker' },
      { content: evidence, filename: 'ledger-2024.pdf' },
    );
    const row = await caseIdOf(intId);
    const reporter = reporterCookie((await followUp(app, intId)).headers['set-cookie']);
    const { payload, headers } = multipartBody(
      { remark: 'The red labels were torn off' },
      { content: evidence, filename: 'ledger-2024.pdf' },
    );
    const remark = await app.inject({
      method: 'POST',
      url: '/api/stakeholder-interactions/session/remarks',
      payload,
      headers: { ...headers, cookie: reporter },
    });
    expect(remark.statusCode).toBe(201);
    const base = `/api/admin/trustlink/cases/${row.id}`;
    await app.inject({
      method: 'POST',
      url: `${base}/notes`,
      headers: { cookie },
      payload: { body: 'Ask the gatekeeper' },
    });
    await app.inject({
      method: 'POST',
      url: `${base}/messages`,
      headers: { cookie },
      payload: { body: 'Were you on site?' },
    });
    const withFile = multipartBody(
      { body: 'Findings of the handler, attached.' },
      { content: staffFile, filename: 'handler-findings.pdf', field: 'file' },
    );
    const sent = await app.inject({
      method: 'POST',
      url: `${base}/messages/file`,
      payload: withFile.payload,
      headers: { ...withFile.headers, cookie },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const rows = await everyRow();
    const files = await everyUploadedByte();
    // The title sealed on its own is in the dump checked below (so it is checked too).
    expect(row.sealedTitle).toBeTruthy();
    expect(rows).toContain(row.sealedTitle);
    expect(files.length).toBeGreaterThan(2 * evidence.length + staffFile.length);
    for (const secret of secrets) {
      expect(rows, secret).not.toContain(secret);
      expect(files.includes(Buffer.from(secret)), secret).toBe(false);
    }
    expect(row.pinHash).toMatch(/^\$argon2id\$/);
    expect(rows).not.toContain(interactionFields().reporter.match(/otter-river-42/)?.[0] ?? 'x');
    // Everything is still readable through the API.
    const detail = (await app.inject({ method: 'GET', url: base, headers: { cookie } })).json();
    expect(detail).toMatchObject({
      title: 'Chemical drums emptied into the river',
      reporter: { firstName: 'Imogen' },
    });
    expect(detail.notes[0].body).toBe('Ask the gatekeeper');
    const listed = await app.inject({
      method: 'GET',
      url: `/api/admin/trustlink/cases?q=${row.id}`,
      headers: { cookie },
    });
    expect(listed.json().items[0].title).toBe('Chemical drums emptied into the river');
    expect(detail.conversation.at(-1)).toMatchObject({
      body: 'Findings of the handler, attached.',
      attachment: { fileName: 'handler-findings.pdf' },
    });
  });

  it('re-wraps data keys under a new DATA_KEY and every case stays readable', async () => {
    const first = await createTestInteraction(
      app,
      { title: 'Written under the old key' },
      { content: evidence, filename: 'ledger-2024.pdf' },
    );
    const before = await caseIdOf(first);
    const oldKey = app.config.DATA_KEY;
    const newKey = randomBytes(32).toString('base64');
    app.config.DATA_KEY = newKey;
    app.config.DATA_KEY_PREVIOUS = oldKey;
    // During the rotation both keys are read, and new cases use the new one.
    expect((await followUp(app, first)).statusCode).toBe(200);
    const second = await createTestInteraction(app, { title: 'Written under the new key' });
    expect((await caseIdOf(second)).keyId).not.toBe(before.keyId);

    const result = await rewrapDataKeys(app.db, ringOf(app.config));
    expect(result.rewrapped).toBeGreaterThanOrEqual(2);
    expect(result.current).toBeGreaterThanOrEqual(1);
    const after = await caseIdOf(first);
    expect(after.keyId).toBe((await caseIdOf(second)).keyId);
    expect(after.wrappedKey).not.toBe(before.wrappedKey);
    expect(after.sealedReport).toBe(before.sealedReport); // content untouched
    expect(after.sealedTitle).toBe(before.sealedTitle); // the data key is the same: still opens

    app.config.DATA_KEY_PREVIOUS = undefined;
    const all = await app.db
      .select({ intId: trustlinkInteractions.interactionId })
      .from(trustlinkInteractions);
    for (const { intId } of all) expect((await followUp(app, intId)).statusCode).toBe(200);
    const detail = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/trustlink/cases/${after.id}`,
        headers: { cookie },
      })
    ).json();
    expect(detail.title).toBe('Written under the old key');
    const listed = await app.inject({
      method: 'GET',
      url: `/api/admin/trustlink/cases?q=${after.id}`,
      headers: { cookie },
    });
    expect(listed.json().items[0].title).toBe('Written under the old key');
    const file = await app.inject({
      method: 'GET',
      url: `/api/admin/trustlink/cases/${after.id}/evidence/${detail.evidence[0].id}`,
      headers: { cookie },
    });
    expect(file.rawPayload.equals(evidence)).toBe(true);
    expect((await rewrapDataKeys(app.db, ringOf(app.config))).rewrapped).toBe(0);
  });
});
