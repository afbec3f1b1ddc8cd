import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { EVIDENCE_CASE_QUOTA_BYTES, trustlinkMessages } from '@verdantia/domain';
import { eq, inArray, isNull, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  outboxMessages,
  staffUsers,
  trustlinkEvidence,
  trustlinkInteractions,
} from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { caseManagerWithSession, staffWithSession } from '../../test/staff.ts';
import { holdsCaseManager } from './admin/case-access.ts';
import {
  createTestInteraction,
  followUp,
  interactionFields,
  multipartBody,
  pdfBytes,
  reporterCookie,
  submitInteraction,
} from '../../test/trustlink.ts';
import { EVIDENCE_PREFIX } from './evidence-store.ts';
import { multipartMessages } from './read-multipart.ts';
import { sendHandlerDigest } from './notify.ts';

// Issue 20, item 5: anonymous TrustLink traffic must not be amplified in memory, in storage or
// in the mailboxes of the case handlers.

let app: App;
// A folder of its own (DATA_DIR/uploads): test files in one process share the default one.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdantia-upload-limits-'));
beforeAll(async () => {
  app = await createTestApp({ TRUSTLINK_MAX_UPLOADS: 1, DATA_DIR: dataDir });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function storedEvidenceKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of app.storage.list(EVIDENCE_PREFIX)) keys.push(file.key);
  return keys;
}

describe('TrustLink upload limits', () => {
  it('stops reading at a field larger than its schema allows, keeping nothing of the file', async () => {
    const before = await storedEvidenceKeys();
    // The file first, then a title of 64 KB (its schema allows 200 characters).
    const { payload, headers } = multipartBody({}, { content: pdfBytes, filename: 'a.pdf' });
    const boundary = headers['content-type'].split('boundary=')[1]!;
    const title = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${'x'.repeat(64 * 1024)}\r\n`,
    );
    const body = Buffer.concat([
      payload.subarray(0, payload.length - boundary.length - 6),
      title,
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/stakeholder-interactions',
      payload: body,
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(multipartMessages.fieldTooLarge);
    expect(await storedEvidenceKeys()).toEqual(before);
  });

  it('answers 503 with Retry-After while every upload slot is taken', async () => {
    const { payload, headers } = multipartBody(interactionFields(), {
      content: pdfBytes,
      filename: 'slow.pdf',
    });
    // A real connection whose body arrives slowly holds the one slot of this app.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const slow = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/stakeholder-interactions',
      headers: { ...headers, 'content-length': String(payload.length) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      slow.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      slow.on('error', reject);
    });
    slow.write(payload.subarray(0, 100));
    let busy;
    for (let i = 0; i < 500 && busy?.statusCode !== 503; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      busy = await submitInteraction(app);
    }
    expect(busy!.statusCode).toBe(503);
    expect(busy!.headers['retry-after']).toMatch(/^\d+$/);
    expect(busy!.json().message).toBe(trustlinkMessages.uploadsBusy);
    slow.end(payload.subarray(100));
    expect(await answered).toBe(201);
    expect((await submitInteraction(app)).statusCode).toBe(201);
  });

  it('refuses a remark whose file would take the case over its evidence quota', async () => {
    const intId = await createTestInteraction(app);
    const [row] = await app.db
      .select()
      .from(trustlinkInteractions)
      .where(eq(trustlinkInteractions.interactionId, intId));
    // Rows standing for files already kept: 1 KB short of the quota.
    await app.db.insert(trustlinkEvidence).values({
      interactionId: row!.id,
      storageKey: 'trustlink/quota-filler',
      sealedName: 'x',
      contentType: 'application/pdf',
      size: EVIDENCE_CASE_QUOTA_BYTES - 1024,
    });
    const cookie = reporterCookie((await followUp(app, intId)).headers['set-cookie']);
    const before = await storedEvidenceKeys();
    const remark = (content: Buffer) => {
      const { payload, headers } = multipartBody(
        { remark: 'Here is more.' },
        { content, filename: 'more.pdf' },
      );
      return app.inject({
        method: 'POST',
        url: '/api/stakeholder-interactions/session/remarks',
        payload,
        headers: { ...headers, cookie },
      });
    };
    const over = await remark(Buffer.concat([pdfBytes, Buffer.alloc(2048, 0x20)]));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(trustlinkMessages.caseQuotaFull);
    expect(await storedEvidenceKeys()).toEqual(before);
    expect((await remark(pdfBytes)).statusCode).toBe(201);
  });

  it('sends each case manager one digest for many reports, once across two instances', async () => {
    // New reports go to case managers only: a plain handler hears of none.
    await caseManagerWithSession(app, 'case_handler');
    await caseManagerWithSession(app, 'case_handler');
    await staffWithSession(app, 'case_handler');
    await app.db
      .update(staffUsers)
      .set({ removedAt: new Date() })
      .where(eq(staffUsers.role, 'admin'));
    await sendHandlerDigest(app.db, app.config); // what earlier tests left
    const handlers = await app.db
      .select({ email: staffUsers.email })
      .from(staffUsers)
      .where(
        and(
          inArray(staffUsers.role, ['admin', 'case_handler']),
          isNull(staffUsers.removedAt),
          holdsCaseManager(staffUsers.id),
        ),
      );
    expect(handlers).toHaveLength(2);
    await app.db.delete(outboxMessages);
    for (let i = 0; i < 3; i += 1) expect((await submitInteraction(app)).statusCode).toBe(201);
    // Two instances run the digest at the same moment.
    const sent = await Promise.all([
      sendHandlerDigest(app.db, app.config),
      sendHandlerDigest(app.db, app.config),
    ]);
    expect(sent.sort()).toEqual([0, 2]);
    const rows = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'trustlink-handler'));
    console.log(`handler digest: 3 submissions, 2 handlers -> ${rows.length} outbox rows`);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.toAddress).sort()).toEqual(handlers.map((h) => h.email).sort());
    expect(rows[0]!.subject).toBe('TrustLink: 3 new activities');
    expect(rows[0]!.textBody).toMatch(/3 new reports/);
    expect(JSON.stringify(rows)).not.toMatch(/drums|Whistler|Foreman/);
  });
});
