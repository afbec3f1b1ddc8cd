import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const form = (page: Page) => page.getByRole('form', { name: 'Waiting list' });
const send = (page: Page) => form(page).getByRole('button', { name: /Send message|Sending/ });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(send(page)).toBeEnabled();
}

async function fill(page: Page) {
  await form(page).getByLabel('First name').fill('Siân');
  await form(page).getByLabel('Surname').fill("O'Connor-Hughes");
  await form(page).getByLabel('Company name').fill('Harbour Estates');
  await form(page).getByLabel('Email').fill('sian@harbour.example');
}

test('joining the waiting list stores the lead and clears the form', async ({ page }) => {
  await open(page, '/waiting-list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the waiting list');
  await expect(page.getByText('Private beta', { exact: true })).toBeVisible();
  await fill(page);
  await form(page).getByLabel('Your message').fill('Interested in the data tracker.');
  const posted = page.waitForRequest('**/api/waiting-list');
  await send(page).click();
  const request = await posted;
  expect(request.postDataJSON()).toEqual({
    firstName: 'Siân',
    surname: "O'Connor-Hughes",
    companyName: 'Harbour Estates',
    email: 'sian@harbour.example',
    message: 'Interested in the data tracker.',
    programme: '/waiting-list',
  });
  expect((await request.response())?.ok()).toBe(true);
  await expect(form(page).getByRole('status')).toHaveText(
    'Thank you: you are on the waiting list. We will be in touch as soon as a place opens.',
  );
  await expect(form(page).getByLabel('First name')).toHaveValue('');
  await expect(form(page).getByLabel('Email')).toHaveValue('');
});

for (const [path, heading] of [
  ['/academy/corporate-workshops', 'Corporate workshops'],
  ['/academy/board-leadership', 'Board leadership programme'],
  ['/academy/coaching-mentoring', 'Coaching and mentoring'],
] as const) {
  test(`${path} shows the waiting list under its own heading and records the programme`, async ({
    page,
  }) => {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await fill(page);
    const posted = page.waitForRequest('**/api/waiting-list');
    await send(page).click();
    const payload = (await posted).postDataJSON() as Record<string, unknown>;
    expect(payload).toMatchObject({ programme: path, firstName: 'Siân' });
    // The optional message left empty is not sent.
    expect(payload).not.toHaveProperty('message');
    await expect(form(page).getByRole('status')).toBeVisible();
  });
}

test('names take letters only and the required fields explain themselves', async ({ page }) => {
  await open(page, '/waiting-list');
  let posted = false;
  await page.route('**/api/waiting-list', (route) => ((posted = true), route.continue()));
  await form(page).getByLabel('First name').fill('R2D2');
  await form(page).getByLabel('Email').fill('sian@');
  await send(page).click();
  await expect(form(page).getByRole('alert')).toHaveText('Please check the 4 fields marked below.');
  await expect(form(page).getByLabel('First name')).toHaveAccessibleDescription(
    'First name may contain letters only.',
  );
  await expect(form(page).getByLabel('Surname')).toHaveAccessibleDescription(
    'Please enter your surname.',
  );
  await expect(form(page).getByLabel('Company name')).toHaveAccessibleDescription(
    'Please enter your company name.',
  );
  await expect(form(page).getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid e-mail address.',
  );
  await expect(form(page).getByLabel('First name')).toHaveAttribute('maxlength', '50');
  await expect(form(page).getByLabel('Email')).toHaveAttribute('maxlength', '100');
  expect(posted).toBe(false);
});

test('a server failure shows the error and keeps the form filled', async ({ page }) => {
  await open(page, '/waiting-list');
  await page.route('**/api/waiting-list', (route) =>
    route.fulfill({ status: 500, json: { message: 'Down' } }),
  );
  await fill(page);
  await send(page).click();
  await expect(form(page).getByRole('alert')).toHaveText(
    'We could not add you to the waiting list just now. Please try again.',
  );
  await expect(form(page).getByLabel('Surname')).toHaveValue("O'Connor-Hughes");
});
