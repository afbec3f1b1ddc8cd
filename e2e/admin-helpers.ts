import type { Page } from '@playwright/test';
import { adminRequest, expect } from './fixtures';
import { signInThroughApi } from './two-step';

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A 1×1 PNG, enough for the upload's content check. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Invites a colleague as the first admin and accepts for them through the API (the token comes
 * from the outbox, where mail waits without SMTP). Answers their sign-in.
 */
export async function createStaff(
  baseURL: string,
  role: 'editor' | 'admin' | 'case_handler',
  name = `Sam ${role}`,
) {
  const email = `${role.replace('_', '-')}-${unique()}@example.org`;
  const password = 'a staff password that is long enough';
  const admin = await adminRequest(baseURL);
  const invited = await admin.post('/api/admin/staff/invitations', {
    data: { email, role, name },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const outbox = (await (await admin.get('/api/admin/outbox')).json()) as {
    items: { to: string; text: string }[];
  };
  const mail = outbox.items.find((item) => item.to === email);
  const token = /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, 'invitation token in the outbox').toBeTruthy();
  const accepted = await admin.post('/api/admin/invitations/accept', {
    data: { token, name, password },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  await admin.dispose();
  return { email, password };
}

/** Signs the page's context in with the given account (the cookie lands in the context). */
export async function signIn(page: Page, credentials: { email: string; password: string }) {
  await signInThroughApi(page.request, credentials);
}
