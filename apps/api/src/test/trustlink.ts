import type { App } from '../app.ts';

/** A multipart body from text fields and at most one file (field `evidences` by default). */
export function multipartBody(
  fields: Record<string, string | string[]>,
  file?: { content: Buffer; filename: string; type?: string; field?: string },
) {
  const boundary = `----trustlink-test-${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        Buffer.from(one, 'utf8'),
        Buffer.from('\r\n'),
      );
    }
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'evidences'}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const TEST_PIN = 'otter-river-42';

/** The fields of a complete, valid interaction as the form sends them. */
export function interactionFields(overrides: Record<string, string | string[]> = {}) {
  return {
    title: 'Chemical drums emptied into the river',
    interactionType: 'Environmental',
    interactionDescription: 'On three nights in May the night shift emptied drums into the river.',
    interactionLocation: 'Northern plant, loading bay 4',
    priority: 'High',
    closureDate: '2024-05-14',
    relationShip: 'Employee',
    reporter: JSON.stringify({
      firstName: 'Imogen',
      lastName: 'Whistler',
      email: 'imogen.whistler@example.org',
      phoneNumber: '',
      password: TEST_PIN,
    }),
    involvedPersons: JSON.stringify([
      { fullName: 'Bartholomew Foreman', jobRole: 'Night shift supervisor', email: '' },
    ]),
    ...overrides,
  };
}

export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Submits an interaction. @returns the response. */
export function submitInteraction(
  app: App,
  fields: Record<string, string | string[]> = interactionFields(),
  file?: Parameters<typeof multipartBody>[1],
) {
  const { payload, headers } = multipartBody(fields, file);
  return app.inject({ method: 'POST', url: '/api/stakeholder-interactions', payload, headers });
}

/** Submits a valid interaction. @returns its interaction ID. */
export async function createTestInteraction(
  app: App,
  overrides: Record<string, string | string[]> = {},
  file?: Parameters<typeof multipartBody>[1],
): Promise<string> {
  const response = await submitInteraction(app, interactionFields(overrides), file);
  if (response.statusCode !== 201) throw new Error(`submit failed: ${response.body}`);
  return (response.json() as { interactionId: string }).interactionId;
}

/** Follows up. @returns the response; its `trustlink_session=` cookie opens the case. */
export function followUp(app: App, intId: string, password = TEST_PIN) {
  return app.inject({
    method: 'POST',
    url: '/api/stakeholder-interactions/followUp',
    payload: { intId, password },
  });
}

export function reporterCookie(header: string | string[] | undefined): string {
  const list = Array.isArray(header) ? header : header ? [header] : [];
  const found = list.find((c) => c.startsWith('trustlink_session='));
  if (!found) throw new Error('no reporter session cookie');
  return found.split(';')[0]!;
}
