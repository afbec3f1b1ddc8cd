import type { Page } from '@playwright/test';
import { createStaff } from './admin-helpers';
import { expect as baseExpect, test } from './fixtures';
import { enrolInBrowser, freshCode, signInThroughApi } from './two-step';

// Two-step sign-in in the back-office: an admin sets up an authenticator (the codes are computed
// here from the secret the page shows), signs in with password and code; a replayed code and a
// used recovery code are refused. A case handler without a second factor reaches nothing else.

test.describe.configure({ timeout: 180_000 });
// A busy shared machine can take seconds to hydrate the back-office.
const expect = baseExpect.configure({ timeout: 20_000 });

async function passwordStep(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('E-mail').fill(who.email);
  await form.getByLabel('Password').fill(who.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

async function enterCode(page: Page, code: string) {
  const form = page.getByRole('form', { name: 'Two-step code' });
  await form.getByLabel('Code').fill(code);
  await form.getByRole('button', { name: 'Continue' }).click();
}

const dashboard = (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' });
const refusal = (page: Page) =>
  page.getByRole('form', { name: 'Two-step code' }).getByText(/has already been used/);

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
}

test('an admin sets up two-step sign-in; codes are accepted once and recovery codes work once', async ({
  page,
  baseURL,
}) => {
  const admin = await createStaff(baseURL!, 'admin');
  await passwordStep(page, admin);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  const recoveryCodes = await enrolInBrowser(page, admin.email);
  expect(new Set(recoveryCodes).size).toBe(10);
  await expect(dashboard(page)).toBeVisible();
  await signOut(page);

  // Password, then a code of a step enrolment did not use.
  await passwordStep(page, admin);
  const code = await freshCode(admin.email);
  await enterCode(page, code);
  await expect(dashboard(page)).toBeVisible();
  await signOut(page);

  // The same code again: refused. A recovery code instead: accepted, once.
  await passwordStep(page, admin);
  await enterCode(page, code);
  await expect(refusal(page)).toBeVisible();
  await enterCode(page, recoveryCodes[0]!);
  await expect(dashboard(page)).toBeVisible();
  await signOut(page);
  await passwordStep(page, admin);
  await enterCode(page, recoveryCodes[0]!);
  await expect(refusal(page)).toBeVisible();
});

test('a case handler without a second factor is sent to enrolment and refused the cases', async ({
  page,
  baseURL,
}) => {
  const handler = await createStaff(baseURL!, 'case_handler');
  await passwordStep(page, handler);
  const enrolment = page.getByRole('heading', { name: 'Set up two-step sign-in' });
  await expect(enrolment).toBeVisible();
  await page.goto('/admin/cases');
  await expect(enrolment).toBeVisible();
  const cases = await page.request.get('/api/admin/trustlink/cases');
  expect(cases.status()).toBe(403);
  expect(((await cases.json()) as { message: string }).message).toBe('Set up two-step sign-in');
});

test('ending a session from another browser signs that browser out', async ({
  page,
  browser,
  baseURL,
}) => {
  const editor = await createStaff(baseURL!, 'editor');
  const laptop = await browser.newContext({
    baseURL: baseURL!,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  await signInThroughApi(laptop.request, editor);
  await signInThroughApi(page.request, editor);

  await page.goto('/admin/account');
  const sessions = page.getByRole('list', { name: 'Where you’re signed in' });
  // This browser, the laptop, and the session accepting the invitation opened.
  await expect(sessions.getByRole('listitem')).toHaveCount(3);
  await expect(sessions.getByText('(this browser)')).toHaveCount(1);
  await expect(sessions.getByText('Firefox on Linux')).toHaveCount(1);
  await sessions.getByRole('button', { name: /^Sign out Firefox on Linux/ }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('Firefox on Linux')).toHaveCount(0);

  expect((await laptop.request.get('/api/admin/session')).status()).toBe(401);
  expect((await page.request.get('/api/admin/session')).status()).toBe(200);
  await laptop.close();
});

test('an admin adds a passkey on the account page; it signs in instead of password and code', async ({
  page,
  baseURL,
}) => {
  // WebAuthn needs a domain, not an IP address: this journey runs on localhost (PUBLIC_URL's host).
  const site = baseURL!.replace('127.0.0.1', 'localhost');
  const admin = await createStaff(baseURL!, 'admin');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto(`${site}/admin`);
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('E-mail').fill(admin.email);
  await form.getByLabel('Password').fill(admin.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await enrolInBrowser(page, admin.email);
  await expect(dashboard(page)).toBeVisible();

  await page.goto(`${site}/admin/account`);
  const add = page.getByRole('form', { name: 'Add a passkey' });
  await add.getByLabel('Passkey name').fill('Test laptop');
  await add.getByRole('button', { name: 'Add a passkey' }).click();
  const passkeys = page.getByRole('list', { name: 'Passkeys' });
  await expect(passkeys.getByText('Test laptop')).toBeVisible();

  await signOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(dashboard(page)).toBeVisible();
  const me = await page.request.get(`${site}/api/admin/session`);
  expect(await me.json()).toMatchObject({ staff: { email: admin.email }, twoStep: 'verified' });
  // Staff pages open at once: no code was asked for.
  expect((await page.request.get(`${site}/api/admin/staff`)).status()).toBe(200);
});
