import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

test.use({ cookieChoice: null });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

for (const [choice, stored] of [
  ['Of course', 'true'],
  ['No thanks', 'false'],
] as const) {
  test(`"${choice}" is stored and the banner stays hidden after a reload`, async ({ page }) => {
    const panelCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/cookie-banner-panel-/.test(request.url())) panelCode.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    // The banner is prerendered; its code loads only when it is used.
    expect(panelCode).toEqual([]);
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

test.describe("before any of the page's code has run", () => {
  // The page's scripts never arrive: only what the HTML itself holds and does.
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  });

  test('a new visitor sees the banner at once', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Of course' })).toBeVisible();
  });

  test.describe('a visitor who has answered', () => {
    test.use({ cookieChoice: 'false' });
    test('never sees it', async ({ page }) => {
      await page.goto('/about');
      await expect(page.locator('#cookie-banner')).toHaveCount(1);
      await expect(banner(page)).toBeHidden();
    });
  });
});
