import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { trustlinkInteractions } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { caseManagerWithSession } from '../../test/staff.ts';
import { interactionFields, submitInteraction } from '../../test/trustlink.ts';

// The reporter's language (the pages they used: en, cy, pl) travels with the report, sealed with
// it, and the case console shows it so staff know how to write back.

let app: App;
let handler: string;
beforeAll(async () => {
  app = await createTestApp();
  handler = (await caseManagerWithSession(app, 'case_handler')).cookie;
});
afterAll(() => app.close());

async function languageOf(fields: Record<string, string>) {
  const response = await submitInteraction(app, interactionFields(fields));
  expect(response.statusCode).toBe(201);
  const { interactionId } = response.json() as { interactionId: string };
  const [row] = await app.db
    .select({ id: trustlinkInteractions.id, sealed: trustlinkInteractions.sealedReport })
    .from(trustlinkInteractions)
    .where(eq(trustlinkInteractions.interactionId, interactionId));
  const detail = await app.inject({
    method: 'GET',
    url: `/api/admin/trustlink/cases/${row!.id}`,
    headers: { cookie: handler },
  });
  expect(detail.statusCode).toBe(200);
  return { language: detail.json().reporterLanguage as string, sealed: row!.sealed };
}

describe("the reporter's language", () => {
  it('is stored with the report and shown to staff', async () => {
    expect((await languageOf({ language: 'cy' })).language).toBe('cy');
    expect((await languageOf({ language: 'pl' })).language).toBe('pl');
  });

  it('is English when a client sends none or an empty one', async () => {
    expect((await languageOf({})).language).toBe('en');
    expect((await languageOf({ language: '' })).language).toBe('en');
  });

  it('is sealed with the report, not stored as plain text', async () => {
    const { sealed } = await languageOf({ language: 'cy' });
    expect(sealed).not.toContain('"language"');
  });

  it('refuses an unknown or malformed language with a message, never a 5xx', async () => {
    for (const language of ['xx', 'CY', 'cy\u0000', '\ud800', '1e309']) {
      const response = await submitInteraction(app, interactionFields({ language }));
      expect(response.statusCode, JSON.stringify(language)).toBe(400);
      expect(response.json().fieldErrors).toEqual({ language: ['Unknown language.'] });
    }
    const huge = await submitInteraction(
      app,
      interactionFields({ language: 'en'.repeat(100_000) }),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('A field of the form is too large.');
  });
});
