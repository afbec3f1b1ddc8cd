import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { trustlinkInteractions } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { caseManagerWithSession, staffWithSession } from '../../../test/staff.ts';
import { createTestInteraction, pdfBytes } from '../../../test/trustlink.ts';

let app: App;
let manager: string;
let handler: Awaited<ReturnType<typeof staffWithSession>>;
beforeAll(async () => {
  app = await createTestApp();
  manager = (await caseManagerWithSession(app, 'case_handler')).cookie;
  handler = await staffWithSession(app, 'case_handler');
});
afterAll(() => app.close());

describe('the case export', () => {
  it('gives a case manager the whole case as a PDF with evidence hashes, logged', async () => {
    const intId = await createTestInteraction(
      app,
      {},
      { content: pdfBytes, filename: 'minutes.pdf' },
    );
    const [row] = await app.db
      .select({ id: trustlinkInteractions.id })
      .from(trustlinkInteractions)
      .where(eq(trustlinkInteractions.interactionId, intId));
    const id = row!.id;
    const as = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    await as(manager, 'POST', `/api/admin/trustlink/cases/${id}/notes`, {
      body: 'Ask the night shift.',
    });
    await as(manager, 'POST', `/api/admin/trustlink/cases/${id}/assignee`, {
      staffId: handler.staff.id,
    });

    const pdf = await as(manager, 'GET', `/api/admin/trustlink/cases/${id}/export.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `TL-${String(id).padStart(6, '0')}-case-file.pdf`,
    );
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    const sha = createHash('sha256').update(pdfBytes).digest('hex');
    for (const expected of [
      'Chemical drums emptied into the river',
      'Bartholomew Foreman',
      'Imogen Whistler',
      'Ask the night shift.',
      'minutes.pdf',
      sha,
      'Case exported as a PDF',
    ]) {
      expect(text).toContain(expected);
    }
    const detail = (await as(manager, 'GET', `/api/admin/trustlink/cases/${id}`)).json();
    expect(detail.events.map((e: { action: string }) => e.action)).toContain('trustlink.exported');
    // The assigned handler works the case but does not export it; others do not see it at all.
    expect(
      (await as(handler.cookie, 'GET', `/api/admin/trustlink/cases/${id}/export.pdf`)).statusCode,
    ).toBe(403);
    const other = await staffWithSession(app, 'case_handler');
    expect(
      (await as(other.cookie, 'GET', `/api/admin/trustlink/cases/${id}/export.pdf`)).statusCode,
    ).toBe(404);
  });
});
