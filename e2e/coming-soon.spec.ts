import type { Page } from '@playwright/test';
import { site } from '@verdantia/domain/site/config';
import { expect, test, waitForHydration } from './fixtures';

const form = (page: Page) => page.getByRole('form', { name: 'Early access' });
const submit = (page: Page) =>
  form(page).getByRole('button', { name: /Get early access|Submitting/ });
const sidebarToggle = (page: Page) => page.getByRole('button', { name: /sidebar/i });
const panel = (page: Page) => page.locator('#coming-soon-sidebar');

/** Hue of a computed CSS colour (Tailwind 4 colours compute to oklch()). */
const hue = (color: string) => Number(/^oklch\([\d.]+ [\d.]+ ([\d.]+)/.exec(color)?.[1]);

async function open(page: Page) {
  await page.goto('/coming-soon');
  await waitForHydration(page);
  // The form's code has loaded once a valid address enables the button.
  const email = form(page).getByLabel('Business email');
  await expect(async () => {
    await email.fill('probe@example.org');
    await expect(submit(page)).toBeEnabled({ timeout: 500 });
  }).toPass();
  await email.fill('');
}

async function fillAll(page: Page, email = 'lena@fjord.example') {
  await form(page).getByLabel('Full name').fill('Lena Berg');
  await form(page).getByLabel('Business email').fill(email);
  await form(page).getByLabel('Country').fill('Norway');
  await form(page).getByLabel('Business sector').fill('Energy and Utilities');
}

test('the early-access page stands outside the main layout, with its own side panel and links', async ({
  page,
}) => {
  await page.goto('/coming-soon');
  await expect(page).toHaveTitle('Early access | Verdantia');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Early access' });
  await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/legal/privacy-policy',
  );
  await expect(nav.getByRole('link', { name: 'Email us' })).toHaveAttribute('href', '/start-green');
  await expect(page.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
    'href',
    site.social.linkedin,
  );
  await expect(page.getByRole('link', { name: /YouTube/ })).toHaveAttribute(
    'href',
    site.social.youtube,
  );
});

test('submit stays disabled until the e-mail matches, reads Submitting... while sending, then clears the form', async ({
  page,
}) => {
  await open(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/comming_soon', async (route) => {
    await held;
    await route.continue();
  });
  await fillAll(page, 'lena@fjord');
  await expect(submit(page)).toBeDisabled();
  await form(page).getByLabel('Business email').fill('lena fjord.example');
  await expect(submit(page)).toBeDisabled();
  await form(page).getByLabel('Business email').fill('lena@fjord.example');
  await expect(submit(page)).toBeEnabled();

  const posted = page.waitForRequest('**/api/comming_soon');
  await submit(page).click();
  await expect(submit(page)).toHaveText('Submitting...');
  await expect(submit(page)).toBeDisabled();
  expect((await posted).postDataJSON()).toEqual({
    full_name: 'Lena Berg',
    email: 'lena@fjord.example',
    country: 'Norway',
    sector: 'Energy and Utilities',
  });
  release();

  const success = form(page).getByRole('status');
  await expect(success).toHaveText('Form submitted successfully!');
  const green = hue(await success.evaluate((node) => getComputedStyle(node).color));
  expect(green).toBeGreaterThan(120);
  expect(green).toBeLessThan(160);
  for (const label of ['Full name', 'Business email', 'Country', 'Business sector']) {
    await expect(form(page).getByLabel(label)).toHaveValue('');
  }
  await expect(submit(page)).toBeDisabled();
});

test('a server failure shows the red failure message', async ({ page }) => {
  await open(page);
  await page.route('**/api/comming_soon', (route) =>
    route.fulfill({ status: 500, json: { message: 'Down' } }),
  );
  await fillAll(page);
  await submit(page).click();
  const failure = form(page).getByRole('alert');
  await expect(failure).toHaveText('Failed to submit form. Please try again later.');
  const red = hue(await failure.evaluate((node) => getComputedStyle(node).color));
  expect(red).toBeGreaterThan(10);
  expect(red).toBeLessThan(40);
  await expect(form(page).getByLabel('Full name')).toHaveValue('Lena Berg');
});

test('every field is required', async ({ page }) => {
  await open(page);
  let posted = false;
  await page.route('**/api/comming_soon', (route) => ((posted = true), route.continue()));
  await form(page).getByLabel('Business email').fill('lena@fjord.example');
  await submit(page).click();
  await expect(form(page).getByRole('alert')).toHaveText('Please check the 3 fields marked below.');
  await expect(form(page).getByLabel('Full name')).toHaveAccessibleDescription(
    'Please enter your full name.',
  );
  await expect(form(page).getByLabel('Country')).toHaveAccessibleDescription(
    'Please enter your country.',
  );
  await expect(form(page).getByLabel('Business sector')).toHaveAccessibleDescription(
    'Please enter your business sector.',
  );
  expect(posted).toBe(false);
});

test('the sidebar expands to 220 px and collapses to 70 px, remembered for the visit', async ({
  page,
}) => {
  await page.goto('/coming-soon');
  await waitForHydration(page);
  await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page)).toHaveCSS('width', '220px');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toContainText('Privacy Policy');

  await sidebarToggle(page).click();
  await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page)).toHaveCSS('width', '70px');
  // Collapsed, the links keep their names for screen readers.
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page)).toHaveCSS('width', '70px');
  await sidebarToggle(page).click();
  await expect(panel(page)).toHaveCSS('width', '220px');
});

test('on a phone the sidebar starts collapsed and expands over the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/coming-soon');
  await waitForHydration(page);
  await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page)).toHaveCSS('width', '70px');
  const main = page.getByRole('main');
  const before = await main.boundingBox();
  await sidebarToggle(page).click();
  await expect(panel(page)).toHaveCSS('width', '220px');
  expect((await main.boundingBox())?.x).toBe(before?.x);
});
