import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { budgets } from '../scripts/perf/budgets.mjs';
import { pdfText } from './pdf-text';
import { axeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

// The full questionnaire with guidance under every question takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

async function start(page: Page, organisation: string) {
  await page.goto('/start-green');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Organisation name' }).fill(organisation);
  await page.getByRole('combobox', { name: 'Size' }).selectOption('medium');
  await page.getByRole('combobox', { name: 'Sector' }).selectOption('agriculture-food');
  await page.getByRole('button', { name: 'Start assessment' }).click();
  await expect(page).toHaveURL(/\/start-green\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 1 of 4: Environment');
}

/** Moves on with the Next button and waits for the step's heading. */
async function next(page: Page, step: number, title: string) {
  await page.getByRole('button', { name: `Next: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Step ${step} of 4: ${title}`);
}

/** Chooses the option at `index` (0 = least mature) for every question of the current step. */
async function answerStep(page: Page, index: number, from = 0) {
  const groups = page.locator('form fieldset');
  const count = await groups.count();
  for (let i = from; i < count; i++) {
    await groups.nth(i).locator(`input[type="radio"][value="${index}"]`).check();
  }
  await expect(page.getByText('All answers saved')).toBeVisible();
}

test('the introduction explains the assessment and has no accessibility violations', async ({
  page,
}) => {
  await page.goto('/start-green');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('How mature is your');
  await expect(page.getByText('Under 30 minutes', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How your score is computed' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Eco Innovator (Silver)' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the introduction’s first load is within budget, and the start form’s code loads on use', async ({
  page,
}) => {
  const fetched = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/^\/assets\/[^/]+\.js$/.test(path))
      fetched.set(
        path,
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
  });
  const formCode = () => [...fetched.keys()].some((path) => /\/start-form-[\w-]+\.js$/.test(path));

  const html = (await (await page.goto('/start-green'))!.text()) ?? '';
  await waitForHydration(page);
  // The first load as `npm run perf` counts it: the scripts the page's HTML names.
  const firstLoad = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  const sizes = await Promise.all(firstLoad.map((path) => fetched.get(path) ?? 0));
  expect(sizes.every((size) => size > 0)).toBe(true);
  expect(sizes.reduce((sum, size) => sum + size, 0) / 1024).toBeLessThanOrEqual(budgets.jsKb);
  expect(formCode()).toBe(false);

  await page.getByRole('textbox', { name: 'Organisation name' }).focus();
  await expect.poll(formCode).toBe(true);
});

test('the whole questionnaire, resumed after a reload, to the medal, the PDF and the e-mail', async ({
  page,
}) => {
  await start(page, 'Northwind Foods');
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('textbox', { name: /Your return link/ })).toHaveValue(
    new RegExp(`/start-green/${id}$`),
  );
  expect(await axeViolations(page)).toEqual([]);

  // Moving on with questions left open is refused, with the questions marked.
  await page.getByRole('button', { name: 'Next: Social' }).click();
  await expect(
    page.getByText('Please answer the 8 questions marked in red before you continue.'),
  ).toBeVisible();

  // The first three by keyboard: focus a radio group, arrows move the choice.
  const first = page.locator('form fieldset').first();
  await first.locator('input[value="0"]').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(first.locator('input[value="3"]')).toBeChecked();
  await answerStep(page, 3, 1);
  await page.locator('form fieldset').nth(4).locator('input[value="3"]').check();
  await expect(page.getByText('All answers saved')).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('8 of 30 questions answered')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 2 of 4: Social');
  await page.getByRole('button', { name: /Step 1\s*Environment/ }).click();
  await expect(page.locator('form fieldset').first().locator('input[value="3"]')).toBeChecked();
  await next(page, 2, 'Social');

  await answerStep(page, 3);
  await next(page, 3, 'Governance');
  await answerStep(page, 3);
  await next(page, 4, 'Data & reporting readiness');
  await answerStep(page, 3);
  await page.getByRole('button', { name: 'See my result' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your score: 75 out of 100');
  await expect(page.getByRole('img', { name: 'Scores by pillar' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Scores in figures' })).toContainText(
    'Environment: 75/100',
  );
  await expect(page.getByText('Eco Innovator', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book verification' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('link', { name: /How we help/ })).toHaveCount(3);
  await expect(page.getByRole('link', { name: /Help with this/ })).toHaveCount(5);
  expect(await axeViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF report' }).click(),
  ]);
  const text = await pdfText((await download.path())!);
  expect(text).toContain('Northwind Foods');
  expect(text).toContain('75 out of 100');
  expect(text).toContain('Medal: Eco Innovator (Silver), Maturing stage');
  expect(text).toContain('Environment');
  expect(text).toContain('Three areas to improve first');
  expect(text).toContain('Next step: book your verification');

  await page.getByRole('textbox', { name: 'Your e-mail address' }).fill('cso@northwind.example');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. The report is on its way to your inbox.')).toBeVisible();

  // The return link now opens the result.
  await page.goto(`/start-green/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your score: 75 out of 100');
});

test('the lowest answers give the Beginning stage and the Committed Badge', async ({ page }) => {
  await start(page, 'Acme Starters');
  const steps = ['Social', 'Governance', 'Data & reporting readiness'];
  for (const [i, title] of steps.entries()) {
    await answerStep(page, 0);
    await next(page, i + 2, title);
  }
  await answerStep(page, 0);
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your score: 0 out of 100');
  await expect(page.getByText('Beginning stage', { exact: true })).toBeVisible();
  await expect(page.getByText('Committed Badge', { exact: true })).toBeVisible();
});

test('an unknown assessment link shows the not-found page', async ({ page }) => {
  const response = await page.goto('/start-green/AAAAAAAAAAAAAAAAAAAAAA');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|find/i);
});
