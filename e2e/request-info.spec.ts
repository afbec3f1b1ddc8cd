import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Get information sent to you' });
const opener = (page: Page) => page.getByRole('button', { name: 'Request info' }).first();

async function openDialog(page: Page, path = '/contact') {
  await page.goto(path);
  await waitForHydration(page);
  await opener(page).click();
  await expect(dialog(page)).toBeVisible();
}

test('the modal sends name, designation, company and e-mail with source request-info', async ({
  page,
}) => {
  await openDialog(page);
  await expect(dialog(page).getByLabel('Name', { exact: true })).toBeFocused();
  await dialog(page).getByLabel('Name', { exact: true }).fill('Tomasz Nowak');
  await dialog(page).getByLabel('Designation').fill('CFO');
  await dialog(page).getByLabel('Company name').fill('Baltic Freight');
  await dialog(page).getByLabel('Professional e-mail').fill('tomasz@baltic.example');
  const posted = page.waitForRequest('**/api/submit_contact_form');
  await dialog(page).getByRole('button', { name: 'Send request' }).click();
  expect((await posted).postDataJSON()).toEqual({
    name: 'Tomasz Nowak',
    designation: 'CFO',
    companyName: 'Baltic Freight',
    professionalEmail: 'tomasz@baltic.example',
    source: 'request-info',
  });
  await expect(dialog(page).getByRole('status')).toHaveText(
    'Your message has been sent successfully!',
  );
  await expect(dialog(page).getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(dialog(page).getByLabel('Professional e-mail')).toHaveValue('');
});

test('while sending, the button is disabled with a loader', async ({ page }) => {
  await openDialog(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/submit_contact_form', async (route) => {
    await held;
    await route.continue();
  });
  await dialog(page).getByLabel('Professional e-mail').fill('tomasz@baltic.example');
  await dialog(page).getByRole('button', { name: 'Send request' }).click();
  const sending = dialog(page).getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  release();
  await expect(dialog(page).getByRole('status')).toHaveText(
    'Your message has been sent successfully!',
  );
});

test('a server failure shows the failure alert and keeps the fields', async ({ page }) => {
  await openDialog(page);
  await page.route('**/api/submit_contact_form', (route) =>
    route.fulfill({ status: 502, body: 'Bad gateway' }),
  );
  await dialog(page).getByLabel('Name', { exact: true }).fill('Tomasz Nowak');
  await dialog(page).getByLabel('Professional e-mail').fill('tomasz@baltic.example');
  await dialog(page).getByRole('button', { name: 'Send request' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'Failed to send your message, please try again.',
  );
  await expect(dialog(page).getByLabel('Name', { exact: true })).toHaveValue('Tomasz Nowak');
  await expect(dialog(page).getByLabel('Professional e-mail')).toHaveValue('tomasz@baltic.example');
});

test('an invalid e-mail is explained next to the field and nothing is sent', async ({ page }) => {
  await openDialog(page);
  let posted = false;
  await page.route('**/api/submit_contact_form', (route) => ((posted = true), route.continue()));
  await dialog(page).getByLabel('Professional e-mail').fill('tomasz@');
  await dialog(page).getByRole('button', { name: 'Send request' }).click();
  await expect(dialog(page).getByLabel('Professional e-mail')).toHaveAccessibleDescription(
    'Please enter a valid e-mail address.',
  );
  await expect(dialog(page).getByRole('alert')).toHaveText('Please check the field marked below.');
  expect(posted).toBe(false);
});

test('the modal closes with its close icon and gives focus back to the button', async ({
  page,
}) => {
  await openDialog(page);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(opener(page)).toBeFocused();
});

test('the modal closes with a click on the overlay', async ({ page }) => {
  await openDialog(page);
  await page.mouse.click(12, 450);
  await expect(dialog(page)).toHaveCount(0);
});

test('the modal closes with Escape and opens again', async ({ page }) => {
  await openDialog(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(opener(page)).toBeFocused();
  await opener(page).click();
  await expect(dialog(page)).toBeVisible();
});

test('the waiting-list page offers the same modal', async ({ page }) => {
  await openDialog(page, '/waiting-list');
  await expect(dialog(page).getByLabel('Company name')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
});
