import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { caseMessages, EVIDENCE_MAX_BYTES, trustlinkMessages } from '@verdantia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { trustlinkEvents, trustlinkInteractions } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { pdfWithAuthor } from '../../../test/evidence-fixtures.ts';
import { multipartCases } from '../../../test/fuzz-inputs.ts';
import { caseManagerWithSession, staffWithSession } from '../../../test/staff.ts';
import {
  createTestInteraction,
  followUp,
  multipartBody,
  pdfBytes,
  reporterCookie,
} from '../../../test/trustlink.ts';
import { EVIDENCE_PREFIX } from '../evidence-store.ts';
import { closedCaseMessage } from './case-actions.ts';

// Files both ways: staff attach one file to a message to the reporter; it is checked, cleaned and
// sealed like the reporter's evidence, bound to its case and message, and the reporter downloads
// it through their follow-up session.

let app: App;
let manager: Awaited<ReturnType<typeof caseManagerWithSession>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdantia-staff-files-'));
beforeAll(async () => {
  app = await createTestApp({ DATA_DIR: dataDir });
  manager = await caseManagerWithSession(app, 'case_handler');
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function newCase() {
  const intId = await createTestInteraction(app, {}, { content: pdfBytes, filename: 'mine.pdf' });
  const [row] = await app.db
    .select({ id: trustlinkInteractions.id })
    .from(trustlinkInteractions)
    .where(eq(trustlinkInteractions.interactionId, intId));
  return { intId, id: row!.id };
}

const sendWithFile = (
  caseId: number | string,
  body: string | undefined,
  file?: { content: Buffer; filename: string },
  cookie = manager.cookie,
) => {
  const form = multipartBody(
    body === undefined ? {} : { body },
    file && { ...file, field: 'file' },
  );
  return app.inject({
    method: 'POST',
    url: `/api/admin/trustlink/cases/${caseId}/messages/file`,
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
};

async function reporterOf(intId: string) {
  const response = await followUp(app, intId);
  return { record: response.json(), cookie: reporterCookie(response.headers['set-cookie']) };
}

const reporterDownload = (cookie: string, fileId: number | string) =>
  app.inject({
    method: 'GET',
    url: `/api/stakeholder-interactions/session/files/${fileId}`,
    headers: { cookie },
  });

async function storedKeys() {
  const keys: string[] = [];
  for await (const file of app.storage.list(EVIDENCE_PREFIX)) keys.push(file.key);
  return keys.sort();
}

describe('a file staff send to the reporter', () => {
  it('is bound to its message, cleaned, logged, and the reporter downloads it as an attachment', async () => {
    const { intId, id } = await newCase();
    const pdf = await pdfWithAuthor();
    const sent = await sendWithFile(id, 'The findings so far are attached.', {
      content: pdf,
      filename: 'findings.pdf',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const detail = sent.json();
    const message = detail.conversation.at(-1);
    expect(message).toMatchObject({
      from: 'staff',
      body: 'The findings so far are attached.',
      attachment: { fileName: 'findings.pdf', contentType: 'application/pdf' },
    });
    const staffFile = detail.evidence.find((f: { from: string }) => f.from === 'staff');
    expect(staffFile).toMatchObject({
      id: message.attachment.id,
      metadataRemoved: true,
      originalSha256: createHash('sha256').update(pdf).digest('hex'),
    });
    const trail = await app.db
      .select()
      .from(trustlinkEvents)
      .where(
        and(
          eq(trustlinkEvents.interactionId, id),
          eq(trustlinkEvents.action, 'trustlink.question_sent'),
        ),
      );
    expect(trail.at(-1)?.detail).toMatchObject({ evidence: staffFile.id });

    // The reporter sees it with its message, and in their list of files, from the case handler.
    const reporter = await reporterOf(intId);
    expect(reporter.record.conversation.at(-1).attachment.id).toBe(staffFile.id);
    expect(reporter.record.files).toContainEqual(
      expect.objectContaining({ id: staffFile.id, from: 'staff', fileName: 'findings.pdf' }),
    );
    const file = await reporterDownload(reporter.cookie, staffFile.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="?findings\.pdf"?/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.toString('latin1')).not.toContain('Imogen');
    const logged = await app.db
      .select()
      .from(trustlinkEvents)
      .where(
        and(
          eq(trustlinkEvents.interactionId, id),
          eq(trustlinkEvents.action, 'trustlink.reporter_downloaded'),
        ),
      );
    expect(logged.map((e) => e.detail)).toContainEqual({ evidence: staffFile.id });
    expect(JSON.stringify(logged)).not.toMatch(/127\.0\.0\.1|ip|agent/i);

    // Staff download the same clean copy from the console.
    const console = await app.inject({
      method: 'GET',
      url: `/api/admin/trustlink/cases/${id}/evidence/${staffFile.id}`,
      headers: { cookie: manager.cookie },
    });
    expect(console.statusCode).toBe(200);
    expect(console.rawPayload.equals(file.rawPayload)).toBe(true);
  });

  it('counts as feedback once the case is acknowledged, and only then', async () => {
    const { id } = await newCase();
    const base = `/api/admin/trustlink/cases/${id}`;
    const moved = await app.inject({
      method: 'POST',
      url: `${base}/status`,
      headers: { cookie: manager.cookie },
      payload: { status: 'acknowledged' },
    });
    expect(moved.json().feedbackGivenAt).toBeNull();
    const investigating = await app.inject({
      method: 'POST',
      url: `${base}/status`,
      headers: { cookie: manager.cookie },
      payload: { status: 'under_investigation' },
    });
    // A status change alone is no feedback.
    expect(investigating.json().feedbackGivenAt).toBeNull();
    const sent = await sendWithFile(id, 'Here is what we found.', {
      content: pdfBytes,
      filename: 'found.pdf',
    });
    expect(sent.json().feedbackGivenAt).toEqual(expect.any(String));
  });

  it('never reaches a reporter of another case, nor a guessed ID', async () => {
    const first = await newCase();
    const second = await newCase();
    const sent = (
      await sendWithFile(first.id, 'Only for the first case.', {
        content: pdfBytes,
        filename: 'first.pdf',
      })
    ).json();
    const fileId = sent.conversation.at(-1).attachment.id;
    const other = await reporterOf(second.intId);
    const refused = await reporterDownload(other.cookie, fileId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(trustlinkMessages.fileNotFound);
    expect((await reporterDownload(other.cookie, fileId + 10_000)).statusCode).toBe(404);
    expect(other.record.files.map((f: { id: number }) => f.id)).not.toContain(fileId);
  });

  it('holds the case quota under 30 parallel files (PostgreSQL runs them at once), never a 5xx', async () => {
    const { id } = await newCase();
    const twoMegabytes = Buffer.concat([pdfBytes, Buffer.alloc(2 * 1024 * 1024)]);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        sendWithFile(id, `Part ${i + 1} of the records.`, {
          content: twoMegabytes,
          filename: `records-${i + 1}.pdf`,
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    // Refused: over the quota, or shed while the server's upload slots are all taken (the
    // designed overload answer, 503 with its message, nothing stored).
    for (const answer of refused) {
      expect([413, 503]).toContain(answer.statusCode);
      expect(answer.json().message).toBe(
        answer.statusCode === 413 ? trustlinkMessages.caseQuotaFull : trustlinkMessages.uploadsBusy,
      );
    }
    // 50 MB holds the reporter's small file and at most 24 of these, whatever the order.
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThanOrEqual(24);
    if (!refused.some((answer) => answer.statusCode === 503)) expect(accepted).toHaveLength(24);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/trustlink/cases/${id}`,
      headers: { cookie: manager.cookie },
    });
    const attached = detail
      .json()
      .conversation.filter((entry: { attachment?: unknown }) => entry.attachment);
    expect(attached).toHaveLength(accepted.length);
    expect(detail.json().conversation).toHaveLength(accepted.length);
  });

  it('refuses a file over 10 MB and a type not allowed, with a message, keeping nothing', async () => {
    const { id } = await newCase();
    const before = await storedKeys();
    const big = await sendWithFile(id, 'Too big.', {
      content: Buffer.concat([pdfBytes, Buffer.alloc(EVIDENCE_MAX_BYTES)]),
      filename: 'big.pdf',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(trustlinkMessages.fileTooLarge);
    const program = await sendWithFile(id, 'A program.', {
      content: Buffer.from('MZ\x90\x00\x03\x00\x00\x00'),
      filename: 'tool.exe',
    });
    expect(program.statusCode).toBe(415);
    expect(program.json().message).toMatch(/\.exe/);
    const disguised = await sendWithFile(id, 'A disguised binary.', {
      content: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      filename: 'report.pdf',
    });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toBe(trustlinkMessages.fileType);
    await expect.poll(storedKeys).toEqual(before);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/trustlink/cases/${id}`,
      headers: { cookie: manager.cookie },
    });
    expect(detail.json().conversation).toEqual([]);
  });

  it('serves an HTML page or a PDF with JavaScript only as an attachment with nosniff', async () => {
    const { intId, id } = await newCase();
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(1)</script>Saved page</body></html>',
    );
    const scripted = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    await sendWithFile(id, 'A saved page.', { content: html, filename: 'page.html' });
    await sendWithFile(id, 'A scripted PDF.', { content: scripted, filename: 'scripted.pdf' });
    const reporter = await reporterOf(intId);
    const staffFiles = reporter.record.files.filter((f: { from: string }) => f.from === 'staff');
    expect(staffFiles).toHaveLength(2);
    for (const file of staffFiles) {
      const served = await reporterDownload(reporter.cookie, file.id);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toMatch(/sandbox/);
      expect(served.headers['content-type']).not.toMatch(/text\/html/);
    }
  });

  it('keeps to need to know, and a closed case takes no file', async () => {
    const { id } = await newCase();
    const outsider = await staffWithSession(app, 'case_handler');
    const hidden = await sendWithFile(
      id,
      'Not my case.',
      { content: pdfBytes, filename: 'x.pdf' },
      outsider.cookie,
    );
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(caseMessages.notFound);
    const editor = await staffWithSession(app, 'editor');
    expect(
      (await sendWithFile(id, 'No.', { content: pdfBytes, filename: 'x.pdf' }, editor.cookie))
        .statusCode,
    ).toBe(403);
    const closed = await app.inject({
      method: 'POST',
      url: `/api/admin/trustlink/cases/${id}/status`,
      headers: { cookie: manager.cookie },
      payload: {
        status: 'closed',
        closureReason: 'unsubstantiated',
        outcome: 'Nothing was found.',
      },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const late = await sendWithFile(id, 'After closing.', { content: pdfBytes, filename: 'x.pdf' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(closedCaseMessage);
  });
});

describe('hostile input to the staff file route', () => {
  it('answers every class with a 4xx in the app shape, never a 5xx, storing nothing', async () => {
    const { id } = await newCase();
    const before = await storedKeys();
    const file = { content: pdfBytes, filename: 'a.pdf' };
    const answers = [
      await sendWithFile(id, 'a NUL \u0000 here', file),
      await sendWithFile(id, undefined, file),
      await sendWithFile(id, '   ', file),
      await sendWithFile(id, 'x'.repeat(100_000), file),
      await sendWithFile('abc', 'Wrong id.', file),
      await sendWithFile('99999999999999999999', 'Huge id.', file),
      await sendWithFile(-1, 'Negative id.', file),
      await app.inject({
        method: 'POST',
        url: `/api/admin/trustlink/cases/${id}/messages/file`,
        headers: { cookie: manager.cookie, 'content-type': 'application/json' },
        payload: { body: 'JSON to a multipart route' },
      }),
      await app.inject({
        method: 'POST',
        url: `/api/admin/trustlink/cases/${id}/messages/file`,
        headers: { cookie: manager.cookie, 'content-type': 'text/plain' },
        payload: 'plain text',
      }),
    ];
    // Broken multipart bodies, one after another (at once they would take every upload slot).
    for (const bad of Object.values(multipartCases)) {
      answers.push(
        await app.inject({
          method: 'POST',
          url: `/api/admin/trustlink/cases/${id}/messages/file`,
          headers: { cookie: manager.cookie, 'content-type': bad.contentType },
          payload: bad.payload,
        }),
      );
    }
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(typeof answer.json().message).toBe('string');
    }
    // The text rules' message, not the database's refusal.
    expect(answers[0]!.json().fieldErrors.body).toBeDefined();
    // The storage removes its temporary copy of a body cut short just after the answer.
    await expect.poll(storedKeys).toEqual(before);
    // A NUL in a file name is cleaned out of the name (names are shown as text only).
    const named = await sendWithFile(id, 'A name with a NUL.', {
      content: pdfBytes,
      filename: 'a\u0000b.pdf',
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().conversation.at(-1).attachment.fileName).not.toContain('\u0000');
  });

  it('reads a lone surrogate’s bytes (not UTF-8) as a replacement character, never storing one', async () => {
    const { id } = await newCase();
    const form = multipartBody({ body: 'SURROGATE' });
    const bytes = Buffer.from(
      form.payload.toString('latin1').replace('SURROGATE', 'a \xed\xa0\x80 b'),
      'latin1',
    );
    const answer = await app.inject({
      method: 'POST',
      url: `/api/admin/trustlink/cases/${id}/messages/file`,
      payload: bytes,
      headers: { ...form.headers, cookie: manager.cookie },
    });
    expect(answer.statusCode, answer.body).toBeLessThan(500);
    if (answer.statusCode === 200) {
      const body: string = answer.json().conversation.at(-1).body;
      expect(body).not.toMatch(/[\ud800-\udfff]/);
    }
  });
});
