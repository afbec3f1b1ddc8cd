import type { Page } from '@playwright/test';
import { sitePages } from '../packages/domain/src/site/routes';
import { expect, test, waitForHydration } from './fixtures';

test('an unknown address answers 404 with the site-styled not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('every route of the catalogue answers with its own title', async ({ request }) => {
  for (const page of sitePages.filter((p) => !p.path.includes(':'))) {
    const response = await request.get(page.path);
    expect(response.status(), page.path).toBe(200);
    if (page.mode === 'public') {
      const html = await response.text();
      expect(html, page.path).toContain(`<h1`);
      expect(html, page.path).toContain(page.title.replace(/&/g, '&amp;'));
    }
  }
});

test('hashed assets are cached for a year and robots.txt points at the sitemap', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.headers()['cache-control']).toContain('max-age=31536000');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/pricing</loc>');
});

/**
 * Scrolled down the home page, follows the footer's About link and answers the scroll positions
 * the About page went through on its way to the top.
 */
async function followFooterLinkFromDownTheHomePage(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.mouse.wheel(0, 3000);
  await page.waitForFunction(() => window.scrollY > 500);
  await page.evaluate(() => {
    (window as unknown as { scrolls: number[] }).scrolls = [];
    addEventListener('scroll', () => {
      // Only the scrolling on the new page (the click first scrolls its link into view).
      if (location.pathname === '/about')
        (window as unknown as { scrolls: number[] }).scrolls.push(window.scrollY);
    });
  });
  const about = page.locator('footer').getByRole('link', { name: 'About' });
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  await page.waitForFunction(() => window.scrollY === 0);
  const path = await page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);
  return { about, path: path.filter((y) => y > 0) };
}

test('a route change glides back to the top; Back returns to where the visitor was', async ({
  page,
}) => {
  // The scroll is smooth: the new page starts where the old one was and travels up.
  const { about, path } = await followFooterLinkFromDownTheHomePage(page);
  expect(path.length).toBeGreaterThan(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  // Back where they were: the footer link they followed is on screen again (sections above it
  // may settle to slightly different heights as they are drawn, so not to the exact pixel).
  await page.waitForFunction(() => window.scrollY > 0);
  await expect(about).toBeInViewport();
});

test('with reduced motion a route change jumps to the top at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { path } = await followFooterLinkFromDownTheHomePage(page);
  expect(path).toEqual([]);
});
