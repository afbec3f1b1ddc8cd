import { trustlinkMessages } from '@verdantia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { trustlinkSessions } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import {
  createTestInteraction,
  followUp,
  multipartBody,
  pdfBytes,
  reporterCookie,
  TEST_PIN,
} from '../../test/trustlink.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const remark = (cookie: string, text: string, file?: Parameters<typeof multipartBody>[1]) => {
  const { payload, headers } = multipartBody({ remark: text }, file);
  return app.inject({
    method: 'POST',
    url: '/api/stakeholder-interactions/session/remarks',
    payload,
    headers: { ...headers, cookie },
  });
};
const readSession = (cookie?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/stakeholder-interactions/session',
    headers: cookie ? { cookie } : {},
  });

describe('POST /api/stakeholder-interactions/followUp', () => {
  it('answers the record and conversation for the right ID and PIN', async () => {
    const intId = await createTestInteraction(app);
    const response = await followUp(app, intId.replace(/(\d{4})/g, '$1 ').trim());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      intId,
      title: 'Chemical drums emptied into the river',
      involvedPersons: [{ fullName: 'Bartholomew Foreman' }],
      status: 'new',
      statusLabel: 'New',
      closureDate: '2024-05-14',
      conversation: [],
      canReply: true,
    });
    expect(body.involvedPersons[0]).not.toHaveProperty('jobRole');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });

  it('answers 401 "not authorized user" for a wrong PIN or an unknown ID', async () => {
    const intId = await createTestInteraction(app);
    for (const attempt of [followUp(app, intId, 'wrong-pin'), followUp(app, '1234567890123456')]) {
      const response = await attempt;
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'not authorized user' });
    }
  });

  it('locks an ID for everyone after 5 wrong PINs, even for the right PIN', async () => {
    const intId = await createTestInteraction(app);
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await followUp(app, intId, `wrong-${i}`)).json().message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('not authorized user'));
    expect(answers[4]).toBe(trustlinkMessages.locked);
    const right = await followUp(app, intId, TEST_PIN);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(trustlinkMessages.locked);
  });

  it('lets the session re-read the case, add remarks with a file, and end', async () => {
    const intId = await createTestInteraction(app);
    const cookie = reporterCookie((await followUp(app, intId)).headers['set-cookie']);
    const added = await remark(cookie, 'The drums carried a red label.', {
      content: pdfBytes,
      filename: 'photo-list.pdf',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().conversation).toEqual([
      expect.objectContaining({
        from: 'reporter',
        body: 'The drums carried a red label.',
        attachment: expect.objectContaining({
          fileName: 'photo-list.pdf',
          contentType: 'application/pdf',
        }),
      }),
    ]);
    const again = await readSession(cookie);
    expect(again.json().conversation).toHaveLength(1);
    const empty = await remark(cookie, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ remark: ['Required'] });

    const ended = await app.inject({
      method: 'DELETE',
      url: '/api/stakeholder-interactions/session',
      headers: { cookie },
    });
    expect(ended.statusCode).toBe(204);
    const after = await readSession(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(trustlinkMessages.sessionEnded);
  });

  it('ends a session after 30 minutes idle and refuses requests without one', async () => {
    const intId = await createTestInteraction(app);
    const cookie = reporterCookie((await followUp(app, intId)).headers['set-cookie']);
    await app.db.update(trustlinkSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await readSession(cookie)).statusCode).toBe(401);
    expect((await readSession()).statusCode).toBe(401);
    expect((await remark('trustlink_session=forged', 'Hello there')).statusCode).toBe(401);
  });

  it('opens only the case of the session', async () => {
    const first = await createTestInteraction(app, { title: 'First case of two' });
    const second = await createTestInteraction(app, { title: 'Second case of two' });
    const cookie = reporterCookie((await followUp(app, first)).headers['set-cookie']);
    const body = (await readSession(cookie)).json();
    expect(body.intId).toBe(first);
    expect(body.intId).not.toBe(second);
  });

  it('refuses a malformed ID with a message and a missing PIN as required', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/stakeholder-interactions/followUp',
      payload: { intId: '12ab', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      intId: ['The interaction ID is 16 digits.'],
      password: ['Required'],
    });
  });
});
