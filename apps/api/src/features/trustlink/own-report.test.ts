import { trustlinkMessages } from '@verdantia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { trustlinkEvents, trustlinkInteractions } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { photoWithGps } from '../../test/evidence-fixtures.ts';
import {
  createTestInteraction,
  followUp,
  interactionFields,
  pdfBytes,
  reporterCookie,
} from '../../test/trustlink.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const download = (cookie: string | undefined, fileId: number | string) =>
  app.inject({
    method: 'GET',
    url: `/api/stakeholder-interactions/session/files/${fileId}`,
    headers: cookie ? { cookie } : {},
  });

async function signedInReporter(file: { content: Buffer; filename: string }) {
  const intId = await createTestInteraction(app, {}, file);
  const response = await followUp(app, intId);
  return { intId, record: response.json(), cookie: reporterCookie(response.headers['set-cookie']) };
}

describe("the reporter's own report", () => {
  it('reads back what was submitted: type, priority, description, location, people and files', async () => {
    const { record } = await signedInReporter({ content: pdfBytes, filename: 'minutes.pdf' });
    const sent = interactionFields();
    expect(record.report).toEqual({
      interactionType: sent.interactionType,
      priority: sent.priority,
      relationShip: sent.relationShip,
      description: sent.interactionDescription,
      location: sent.interactionLocation,
      involvedPersons: [{ fullName: 'Bartholomew Foreman', jobRole: 'Night shift supervisor' }],
    });
    expect(record.files).toMatchObject([
      { fileName: 'minutes.pdf', contentType: 'application/pdf', from: 'reporter' },
    ]);
  });

  it('downloads the reporter’s own file as an attachment, logged in the trail without an address', async () => {
    const photo = await photoWithGps();
    const { intId, record, cookie } = await signedInReporter({
      content: photo,
      filename: 'IMG_2041.jpg',
    });
    const file = await download(cookie, record.files[0].id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="?IMG_2041\.jpg"?/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('no-store');
    // The clean copy: the reporter gets what staff get, not the GPS-tagged original.
    expect(file.rawPayload.equals(photo)).toBe(false);
    const [row] = await app.db
      .select({ id: trustlinkInteractions.id })
      .from(trustlinkInteractions)
      .where(eq(trustlinkInteractions.interactionId, intId));
    const logged = await app.db
      .select()
      .from(trustlinkEvents)
      .where(
        and(
          eq(trustlinkEvents.interactionId, row!.id),
          eq(trustlinkEvents.action, 'trustlink.reporter_downloaded'),
        ),
      );
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toMatch(/127\.0\.0\.1|ip|agent/i);
  });

  it('never hands out another case’s file, a guessed ID or anything without a session', async () => {
    const mine = await signedInReporter({ content: pdfBytes, filename: 'mine.pdf' });
    const theirs = await signedInReporter({ content: pdfBytes, filename: 'theirs.pdf' });
    const other = await download(mine.cookie, theirs.record.files[0].id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(trustlinkMessages.fileNotFound);
    expect((await download(mine.cookie, 999_999)).statusCode).toBe(404);
    expect((await download(mine.cookie, 'abc')).statusCode).toBe(400);
    expect((await download(undefined, mine.record.files[0].id)).statusCode).toBe(401);
  });
});
