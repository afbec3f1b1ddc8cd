import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { adminCredentials, expect, signInAsAdmin, test } from './fixtures';
import { passTwoStepInBrowser } from './two-step';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await passTwoStepInBrowser(page, email);
}

test('the first admin invites an editor, who accepts, signs in and sees no leads', async ({
  page,
  browser,
}) => {
  await signInWithForm(page, adminCredentials.email, adminCredentials.password);
  const menu = page.getByRole('navigation', { name: 'Back-office' });
  await menu.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

  const editorEmail = `editor-${unique()}@example.org`;
  const invite = page.getByRole('form', { name: 'Invite a colleague' });
  await invite.getByLabel('E-mail').fill(editorEmail);
  await invite.getByLabel('Role').selectOption('editor');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${editorEmail}`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(editorEmail) })).toBeVisible();

  // Without SMTP the invitation waits in the outbox, where an admin can read it.
  const outbox = await page.request.get('/api/admin/outbox');
  expect(outbox.status()).toBe(200);
  const { items } = (await outbox.json()) as { items: { to: string; text: string }[] };
  const mail = items.find((item) => item.to === editorEmail);
  const link = mail?.text.match(/https?:\/\/\S+\/admin\/accept-invitation\?token=[\w-]+/)?.[0];
  expect(link, 'invitation link in the outbox').toBeTruthy();

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  const { pathname, search } = new URL(link!);
  await editor.goto(pathname + search);
  const accept = editor.getByRole('form', { name: 'Accept invitation' });
  const password = 'a long editor password 42';
  await accept.getByLabel('Your name').fill('Erin Editor');
  await accept.getByLabel('Password').fill(password);
  await accept.getByRole('button', { name: 'Create account and sign in' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Signed out and in again with the new password: the menu offers content, never leads.
  await editor.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(editor.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
  await signInWithForm(editor, editorEmail, password);
  const editorMenu = editor.getByRole('navigation', { name: 'Back-office' });
  await expect(editorMenu.getByRole('link', { name: 'Blog and news' })).toBeVisible();
  await expect(editorMenu.getByRole('link', { name: 'Leads' })).toHaveCount(0);
  await expect(editorMenu.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await editor.goto('/admin/leads');
  await expect(editor.getByText('This page is not part of your role')).toBeVisible();
  await editorContext.close();
});

test('the admin exports leads as CSV, erases a person, and signs out', async ({ page }) => {
  const tag = unique();
  const contactEmail = `contact-${tag}@example.com`;
  const newsletterEmail = `reader-${tag}@example.com`;
  const contact = await page.request.post('/api/submit_contact_form', {
    data: {
      name: 'Ada Lovelace',
      companyName: `Analytical Engines ${tag}`,
      professionalEmail: contactEmail,
      message: 'Please send us your pricing.',
      source: 'contact',
    },
  });
  expect(contact.status()).toBe(200);
  const newsletter = await page.request.post('/api/addLead', { data: { email: newsletterEmail } });
  expect(newsletter.status()).toBe(200);

  await signInAsAdmin(page);
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await expect(page.getByRole('row', { name: /Ada Lovelace/ })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(newsletterEmail) })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(contactEmail);
  expect(csv).toContain('Ada Lovelace');
  expect(csv).toContain(newsletterEmail);

  for (const email of [contactEmail, newsletterEmail]) {
    await page.getByRole('button', { name: 'Erase a person’s data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase a person’s data' });
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByRole('button', { name: 'Erase permanently' }).click();
    await expect(dialog.getByText(/^Erased \d+ records?:/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByText('No leads match these filters')).toBeVisible();
  const left = await page.request.get(`/api/admin/leads?q=${tag}`);
  expect(((await left.json()) as { total: number }).total).toBe(0);

  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Account' })
    .click();
  await page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  expect((await page.request.get('/api/admin/session')).status()).toBe(401);
});
