import { expect, test, waitForHydration } from './fixtures';

test('the home page arrives as prerendered HTML with hero, navigation and footer', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  expect(html).toContain('The ERP for sustainability');
  expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
  expect(html).toContain('href="/pricing"');
  expect(html).toMatch(/<footer/);
  expect(html).toContain('Keep in touch');
  expect(html).toContain('Assess your ESG maturity and gain deep insights with AI');
});

test('the home page hero offers About Us and Request A Demo', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Request A Demo' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
});
