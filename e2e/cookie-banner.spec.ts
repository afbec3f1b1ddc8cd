import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

test.use({ cookieChoice: null });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

for (const [choice, stored] of [
  ['Of course', 'true'],
  ['No thanks', 'false'],
] as const) {
  test(`"${choice}" is stored and the banner stays hidden after a reload`, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: choice }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe(stored);
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toBeHidden();
  });
}

test('Escape hides the banner for this page view only', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBeNull();
  await page.reload();
  await waitForHydration(page);
  await expect(banner(page)).toBeVisible();
});
