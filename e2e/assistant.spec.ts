import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, signInAsAdmin, test, waitForHydration } from './fixtures';

const input = (page: Page) => page.getByRole('textbox', { name: 'Ask Me!' });
const conversation = (page: Page) =>
  page.getByRole('log', { name: 'Conversation with the assistant' });

async function openAssistant(page: Page) {
  await page.goto('/ai-chatbot');
  await waitForHydration(page);
}

test('the assistant page is prerendered with its box, disclaimer and the standards index', async ({
  request,
}) => {
  const html = await (await request.get('/ai-chatbot')).text();
  expect(html).toContain('<title>Internal Audit Standards assistant | Verdantia</title>');
  expect(html).toContain('placeholder="Ask Me!"');
  expect(html).toContain('id="standard-2-2"');
  expect(html).toContain('href="/principles"');
  expect(html).toContain('not official guidance');
});

test('ask, read the animated answer and its sources, ask a suggestion, clear', async ({ page }) => {
  await openAssistant(page);
  await input(page).fill('My manager wants me to audit the process I ran last year');
  await page.getByRole('button', { name: 'Ask' }).click();

  // Submitting switches the toggle to clear mode; the answer arrives word by word.
  await expect(page.getByRole('button', { name: 'Clear the question' })).toBeVisible();
  const log = conversation(page);
  await expect(log.locator('[data-animating="true"]')).toBeVisible();
  await expect(log.getByText(/Standard 2\.2, Safeguarding Objectivity/)).toBeVisible();
  await expect(log.locator('[data-animating="true"]')).toHaveCount(0);
  // Announced once, whole, to screen readers.
  await expect(page.getByRole('status').filter({ hasText: 'Answer: Standard 2.2' })).toHaveCount(1);

  const source = log.getByRole('link', { name: 'Standard 2.2 Safeguarding Objectivity' });
  await expect(source).toHaveAttribute('href', '#standard-2-2');
  await source.click();
  await expect(page.locator('#standard-2-2')).toBeInViewport();

  // A suggestion asks again; the earlier answer stays above the new one.
  const suggestion = log.getByRole('button', {
    name: 'What does standard 2.3 Disclosing Impairments to Objectivity require?',
  });
  await suggestion.click();
  await expect(log.getByText(/Standard 2\.3, Disclosing Impairments to Objectivity/)).toBeVisible();
  await expect(log.locator('[data-exchange]')).toHaveCount(2);
  await expect(input(page)).toHaveValue(
    'What does standard 2.3 Disclosing Impairments to Objectivity require?',
  );

  // Clear empties the box, focuses it and returns to search mode; the conversation stays.
  await page.getByRole('button', { name: 'Clear the question' }).click();
  await expect(input(page)).toHaveValue('');
  await expect(input(page)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Ask' })).toBeVisible();
  await expect(log.locator('[data-exchange]')).toHaveCount(2);

  // An empty question is not blocked: it gets the polite answer without sources.
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(
    log.getByText(/I answer questions about the 2024 Global Internal Audit/),
  ).toBeVisible();
  await expect(log.locator('[data-exchange]')).toHaveCount(3);
});

test("the box's code loads on first use; a question typed before it arrived is kept and sent with Enter", async ({
  page,
}) => {
  const chatCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/assistant-chat-[\w-]+\.js$/.test(request.url())) chatCode.push(request.url());
  });
  await page.goto('/ai-chatbot', { waitUntil: 'domcontentloaded' });
  await input(page).focus();
  await page.keyboard.type('What is a QAIP?');
  // Enter before any script has run would be the browser's own form submission (a page load);
  // once the page's code runs, the typed question is in the live box and Enter sends it.
  await waitForHydration(page);
  await page.keyboard.press('Enter');
  await expect(
    conversation(page).getByText(/Quality assurance and improvement programme:/),
  ).toBeVisible();
  expect(chatCode).toHaveLength(1);

  // A visit that has not used the box yet does not download its code.
  const fresh = await page.context().newPage();
  const freshCode: string[] = [];
  fresh.on('request', (request) => {
    if (/\/assets\/assistant-chat-[\w-]+\.js$/.test(request.url())) freshCode.push(request.url());
  });
  await fresh.goto('/ai-chatbot');
  await waitForHydration(fresh);
  expect(freshCode).toEqual([]);
  await fresh.close();
});

test('a question in the address (the form sent before any script ran) is asked on arrival, once', async ({
  page,
}) => {
  await page.goto('/ai-chatbot?query=What+is+a+QAIP%3F');
  await expect(
    conversation(page).getByText(/Quality assurance and improvement programme:/),
  ).toBeVisible();
  // The address loses the question, so a reload does not ask it again.
  await expect(page).toHaveURL(/\/ai-chatbot$/);
  await expect(conversation(page).locator('[data-exchange]')).toHaveCount(1);
});

test('answers show at once under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openAssistant(page);
  await input(page).fill('What is a QAIP?');
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(
    conversation(page).getByText(/Quality assurance and improvement programme:/),
  ).toBeVisible();
  await expect(conversation(page).locator('[data-animating="true"]')).toHaveCount(0);
});

test('a failing server shows the error in red, and clear removes it', async ({ page }) => {
  await page.route('**/api/explain', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await openAssistant(page);
  await input(page).fill('Who approves the charter?');
  await page.getByRole('button', { name: 'Ask' }).click();
  const alert = conversation(page).getByRole('alert');
  await expect(alert).toHaveText('Failed to fetch response. Please try again.');
  // Red: Tailwind's red-700, a hue near 27 degrees in OKLCH.
  await expect(alert).toHaveCSS('color', /^oklch\(0\.5\d* 0\.2\d* 2\d/);
  await page.getByRole('button', { name: 'Clear the question' }).click();
  await expect(alert).toHaveCount(0);
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });
  test('the page with an answer has no axe violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAssistant(page);
    await input(page).fill('How often do we need an external quality assessment?');
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(conversation(page).locator('[data-exchange]')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('staff see the most asked topics and the unanswered questions, on a phone too', async ({
  page,
}) => {
  for (const query of ['Who signs off the internal audit charter?', 'best banana bread recipe']) {
    expect((await page.request.post('/api/explain', { data: { query } })).ok()).toBe(true);
  }
  await signInAsAdmin(page);
  await page.goto('/admin/assistant');
  await expect(page.getByRole('heading', { level: 1, name: 'Standards assistant' })).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'Standard 6.2 Internal Audit Charter' }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'best banana bread recipe' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assistant' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('best banana bread recipe')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
