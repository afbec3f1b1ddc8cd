import { staffMessages } from '@verdantia/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { staffWithSession } from '../../test/staff.ts';

let app: App;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  cookie = (await staffWithSession(app, 'admin')).cookie;
});
afterAll(() => app.close());

const invite = (payload: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/admin/staff/invitations', headers: { cookie }, payload });
const preview = (token: unknown) =>
  app.inject({ method: 'POST', url: '/api/admin/invitations/preview', payload: { token } });

async function tokenSentTo(email: string) {
  const [mail] = await app.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, email))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return new URL(/https?:\/\/\S+/.exec(mail!.textBody)![0]).searchParams.get('token')!;
}

describe('invitations: honest delivery and a pre-filled accept page', () => {
  it('says the e-mail waits in the outbox when no mail server is set', async () => {
    const response = await invite({ email: 'queued@example.org', role: 'editor', name: 'Quinn Q' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      invitation: { email: 'queued@example.org', role: 'editor' },
      mailDelivery: 'outbox',
    });
  });

  it('previews a pending invitation without signing in: e-mail and the typed name', async () => {
    await invite({ email: 'named@example.org', role: 'editor', name: 'Nadia Named' });
    await invite({ email: 'nameless@example.org', role: 'case_handler' });
    const named = await preview(await tokenSentTo('named@example.org'));
    expect(named.statusCode).toBe(200);
    expect(named.json()).toEqual({ email: 'named@example.org', name: 'Nadia Named' });
    const nameless = await preview(await tokenSentTo('nameless@example.org'));
    expect(nameless.json()).toEqual({ email: 'nameless@example.org', name: null });
  });

  it('answers 404 with the invalid-invitation message for an unknown or used token', async () => {
    const unknown = await preview('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: staffMessages.invitationInvalid });

    await invite({ email: 'used@example.org', role: 'editor' });
    const token = await tokenSentTo('used@example.org');
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations/accept',
      payload: { token, name: 'Uma Used', password: 'a long enough password' },
    });
    expect(accepted.statusCode).toBe(201);
    expect((await preview(token)).statusCode).toBe(404);
    expect((await preview('')).statusCode).toBe(400);
  });

  it('says smtp when a mail server is configured', async () => {
    const smtpApp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const admin = await staffWithSession(smtpApp, 'admin');
      const response = await smtpApp.inject({
        method: 'POST',
        url: '/api/admin/staff/invitations',
        headers: { cookie: admin.cookie },
        payload: { email: 'smtp@example.org', role: 'editor' },
      });
      expect(response.json().mailDelivery).toBe('smtp');
    } finally {
      await smtpApp.close();
    }
    // A second app with its own database: slow to migrate on a busy machine.
  }, 120_000);
});
