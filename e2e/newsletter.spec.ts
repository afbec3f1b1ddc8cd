import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const form = (page: Page) => page.getByRole('form', { name: 'Newsletter sign-up' });

test('signing up shows a check icon in place of the button', async ({ page }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  await form(page).getByLabel('E-mail address').fill(`reader-${Date.now()}@example.org`);
  await form(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(form(page).getByRole('status', { name: 'Subscribed' })).toBeVisible();
  await expect(form(page).getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
});

test('an invalid address shows the error above the input and nothing is sent', async ({ page }) => {
  let posted = false;
  await page.route('**/api/addLead', (route) => {
    posted = true;
    return route.continue();
  });
  await page.goto('/pricing');
  await waitForHydration(page);
  await form(page).getByLabel('E-mail address').fill('not-an-address');
  await form(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(form(page).getByRole('alert')).toHaveText('Please enter a valid e-mail address.');
  expect(posted).toBe(false);
});

test("the server's error text is shown above the input", async ({ page }) => {
  await page.route('**/api/addLead', (route) =>
    route.fulfill({
      status: 503,
      json: { message: 'Sign-ups are paused.', error: 'Sign-ups are paused for maintenance.' },
    }),
  );
  await page.goto('/pricing');
  await waitForHydration(page);
  await form(page).getByLabel('E-mail address').fill('reader@example.org');
  await form(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(form(page).getByRole('alert')).toHaveText('Sign-ups are paused for maintenance.');
  await expect(form(page).getByRole('button', { name: 'Subscribe' })).toBeVisible();
});

test('the contact page has no newsletter form in its footer', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('footer')).toBeVisible();
  await expect(form(page)).toHaveCount(0);
});
