import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

test('the training page shows its hero, approach and eight workshops', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/academy');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Empowering Excellence through training and learning',
  );
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/academy-page',
  );
  for (const name of ['Experienced instructors', 'Hands-on learning', 'Comprehensive curriculum']) {
    await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
  }

  const cards = page.getByTestId('workshop-card');
  await expect(cards).toHaveCount(8);
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
    expect(await card.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    const image = card.locator('img');
    // Near the viewport the section's island goes live and React draws it over the prerendered
    // HTML: an image found just before may be gone mid-scroll, so the whole step is retried.
    await expect(async () => {
      await image.scrollIntoViewIfNeeded({ timeout: 2_000 });
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    }).toPass({ timeout: 10_000 });
  }
  await expect(cards.first()).toContainText('CSRD and ESRS reporting');
  expect(errors).toEqual([]);
});

test('See packages scrolls to the workshops', async ({ page }) => {
  await page.goto('/academy');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'See packages' }).click();
  await expect(page).toHaveURL(/#workshops$/);
  await expect(page.getByRole('heading', { name: /Eight workshops/ })).toBeInViewport();
});

test('the ESG Insights banner links to the podcast and news', async ({ page }) => {
  await page.goto('/academy');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Stay ahead between sessions' })).toBeVisible();
  await page.getByRole('link', { name: 'New: Explore Pulse' }).click();
  await expect(page).toHaveURL(/\/academy\/news-podcast$/);
});
