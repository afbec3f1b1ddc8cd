import { createHash } from 'node:crypto';
import { trustlinkMessages } from '@verdantia/domain';
import exifr from 'exifr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { trustlinkEvidence, trustlinkInteractions } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { docxWithAuthor, photoWithGps, zipBomb } from '../../test/evidence-fixtures.ts';
import { caseManagerWithSession } from '../../test/staff.ts';
import { interactionFields, pdfBytes, submitInteraction } from '../../test/trustlink.ts';
import { refusedExtension, servedFileName } from './evidence-file-name.ts';

// Issue 20, item 1: evidence whose name and content disagree. The name never decides what a
// handler's computer does with the file: refused extensions are refused, and the download carries
// the extension of the type found in the content.

let app: App;
let handler: string;
beforeAll(async () => {
  app = await createTestApp();
  handler = (await caseManagerWithSession(app, 'case_handler')).cookie;
});
afterAll(() => app.close());

const hta = Buffer.concat([
  pdfBytes,
  Buffer.from(
    '<HTA:APPLICATION ID="x"><script language="VBScript">CreateObject("WScript.Shell").Run "calc"</script>',
  ),
]);
const linkText = Buffer.from(
  'Meeting notes.\n<a href=javascript:alert(document.cookie)>open</a>\n',
);

/** Submits with one file. @returns the response and, when stored, the download. */
async function submitAndDownload(content: Buffer, filename: string) {
  const response = await submitInteraction(app, interactionFields(), { content, filename });
  if (response.statusCode !== 201) return { response };
  const [row] = await app.db
    .select({ id: trustlinkInteractions.id })
    .from(trustlinkInteractions)
    .where(eq(trustlinkInteractions.interactionId, response.json().interactionId));
  const [file] = await app.db
    .select({ id: trustlinkEvidence.id })
    .from(trustlinkEvidence)
    .where(eq(trustlinkEvidence.interactionId, row!.id));
  const detail = await app.inject({
    method: 'GET',
    url: `/api/admin/trustlink/cases/${row!.id}`,
    headers: { cookie: handler },
  });
  const download = await app.inject({
    method: 'GET',
    url: `/api/admin/trustlink/cases/${row!.id}/evidence/${file!.id}`,
    headers: { cookie: handler },
  });
  return { response, detail: detail.json(), download };
}

describe('evidence names and types', () => {
  it('refuses a PDF holding an HTA script named statement.hta, and its kin, whatever the content', async () => {
    for (const [content, name] of [
      [hta, 'statement.hta'],
      [pdfBytes, 'run.bat'],
      [pdfBytes, 'drawing.svg'],
      [pdfBytes, 'page.xhtml'],
      [pdfBytes, 'setup.msi'],
      [pdfBytes, 'statement.hta.'],
      [pdfBytes, 'statement.HTA'],
      [pdfBytes, 'statement.hta::$DATA'],
    ] as const) {
      const { response } = await submitAndDownload(content, name);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().message, name).toBe(
        trustlinkMessages.fileNameRefused(refusedExtension(name)!),
      );
    }
    expect(trustlinkMessages.fileNameRefused('hta')).toMatch(/^Files ending in \.hta cannot/);
  });

  it('serves evidence under the extension of its content, keeping the reporter’s name as text', async () => {
    const { response, detail, download } = await submitAndDownload(pdfBytes, 'scan.jpg');
    expect(response.statusCode).toBe(201);
    expect(detail.evidence[0]).toMatchObject({
      fileName: 'scan.jpg',
      contentType: 'application/pdf',
    });
    expect(download!.headers['content-type']).toBe('application/pdf');
    expect(download!.headers['content-disposition']).toMatch(/^attachment; filename="?scan\.pdf"?/);
    expect(download!.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps a saved page as text: served as text/plain, only as a sandboxed download', async () => {
    const page = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const { response, detail, download } = await submitAndDownload(page, 'saved page.html');
    expect(response.statusCode).toBe(201);
    expect(detail.evidence[0]).toMatchObject({ contentType: 'text/html; charset=utf-8' });
    expect(download!.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download!.headers['content-disposition']).toMatch(/^attachment; filename="?saved/);
    expect(download!.headers['content-disposition']).toMatch(/\.html"?$/);
    expect(download!.headers['content-security-policy']).toContain('sandbox');
    expect(download!.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps markup in a text file as text: text/plain, as an attachment under its kind', async () => {
    const { response, download } = await submitAndDownload(linkText, 'notes.md');
    expect(response.statusCode).toBe(201);
    expect(download!.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download!.headers['content-disposition']).toMatch(/^attachment; filename="?notes\.md"?/);
    expect(download!.headers['x-content-type-options']).toBe('nosniff');
    expect(download!.rawPayload.equals(linkText)).toBe(true);
  });

  it('keeps a photo without its GPS position, and the fingerprint of the one received', async () => {
    const photo = await photoWithGps();
    const { response, detail, download } = await submitAndDownload(photo, 'IMG_2041.jpg');
    expect(response.statusCode).toBe(201);
    expect(detail.evidence[0]).toMatchObject({
      contentType: 'image/jpeg',
      originalSha256: createHash('sha256').update(photo).digest('hex'),
      metadataRemoved: true,
    });
    expect(download!.headers['content-type']).toBe('image/jpeg');
    expect(await exifr.gps(download!.rawPayload)).toBeUndefined();
    expect(await exifr.parse(download!.rawPayload, true)).toBeUndefined();
  });

  it('refuses a zip whose entries declare more than 100 MB, with a message', async () => {
    const { response } = await submitAndDownload(zipBomb(), 'records.zip');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(trustlinkMessages.archiveTooLarge);
    const fine = await submitAndDownload(docxWithAuthor(), 'minutes.docx');
    expect(fine.response.statusCode).toBe(201);
    expect(fine.detail.evidence[0]).toMatchObject({ metadataRemoved: true });
  });

  it('names a file by its type even when an old row kept a dangerous name', () => {
    expect(servedFileName('statement.hta', 'application/pdf')).toBe('statement.pdf');
    expect(servedFileName('ok.html', 'text/plain; charset=utf-8')).toBe('ok.txt');
    expect(servedFileName('report.exe.pdf', 'application/pdf')).toBe('report_exe.pdf');
    expect(servedFileName('...', 'image/png')).toBe('evidence.png');
    expect(servedFileName('minutes.doc', 'application/msword')).toBe('minutes.doc');
    expect(servedFileName('x', 'application/x-msdownload')).toBe('x.bin');
  });
});
