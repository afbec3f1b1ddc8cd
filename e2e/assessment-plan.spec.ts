import type { Page } from '@playwright/test';
import { questions } from '@verdantia/domain/assessment/questions';
import { pdfText } from './pdf-text';
import { axeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

// Thirty answers, two PDFs and axe at two widths take a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

const steps = ['Environment', 'Social', 'Governance', 'Data & reporting readiness'];

/** Starts as a sole trader in professional services, optionally linking a previous result. */
async function start(page: Page, previousId?: string) {
  await page.goto('/start-green');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Organisation name' }).fill('Ada Lovelace Consulting');
  await page.getByRole('combobox', { name: 'Size' }).selectOption('sole-trader');
  await page.getByRole('combobox', { name: 'Sector' }).selectOption('professional-services');
  if (previousId) {
    await page.getByText('Reassessing? Link your previous result').click();
    await page.getByRole('textbox', { name: 'Previous result ID (optional)' }).fill(previousId);
  }
  await page.getByRole('button', { name: 'Start assessment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 1 of 4: Environment');
}

/** Answers every question of the step at `level`, or "Not applicable" where it is offered and wanted. */
async function answerStep(page: Page, level: number, notApplicable: (area: string) => boolean) {
  const groups = page.locator('form fieldset');
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    const area = (await group.locator('legend').textContent()) ?? '';
    const na = group.getByRole('radio', { name: /^Not applicable/ });
    if (notApplicable(area) && (await na.count()) > 0) await na.check();
    else await group.locator(`input[type="radio"][value="${level}"]`).check();
  }
  await expect(page.getByText('All answers saved')).toBeVisible();
}

async function answerAll(page: Page, level: number, notApplicable: (legend: string) => boolean) {
  for (const [i, title] of steps.entries()) {
    await answerStep(page, level, notApplicable);
    if (i < steps.length - 1) {
      await page.getByRole('button', { name: `Next: ${steps[i + 1]}` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Step ${i + 2} of 4: ${steps[i + 1]}`,
      );
    } else {
      expect(title).toBe('Data & reporting readiness');
      await page.getByRole('button', { name: 'See my result' }).click();
    }
  }
}

/** Scope 3 and the employee questions do not apply to a sole trader. */
const soleTraderNa = (legend: string) =>
  /value chain|workforce|diversity|skills and development|wellbeing/i.test(legend);

test('a sole trader answers N/A, reads guidance, and gets a plan, coverage and a PDF', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await start(page);
  expect(await axeViolations(page)).toEqual([]);

  // Guidance opens from the keyboard and is announced as a disclosure.
  const scope3 = page.locator('#question-env-scope3');
  const summary = scope3.locator('summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(scope3.getByText('What this means', { exact: true })).toBeVisible();
  await expect(scope3.getByText(/Scope 3 is every other emission/)).toBeVisible();
  // An example of each of the five maturity levels, loaded as the guidance opens.
  const levels = scope3.locator('details').getByRole('listitem');
  await expect(levels).toHaveCount(5);
  await expect(levels.first()).toContainText('Level 1: An online retailer');
  await expect(levels.last()).toContainText('Level 5: A food manufacturer');
  await expect(scope3.getByText('Evidence that would prove it')).toBeVisible();
  await expect(scope3.getByText(/Often the case for organisations of your size/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await answerAll(page, 1, soleTraderNa);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your score: 25 out of 100');
  const figures = page.getByRole('list', { name: 'Scores in figures' });
  await expect(figures).toContainText('Social: not enough answers');
  await expect(figures).toContainText('Environment: 25/100');

  const plan = page.getByRole('region', { name: 'Your action plan' });
  await expect(plan.getByRole('listitem')).toHaveCount(5);
  const links = plan.getByRole('link', { name: /Help with this/ });
  await expect(links).toHaveCount(5);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/[a-z]/);
  await expect(plan).toContainText('Owner: Finance director');

  const coverage = page.getByRole('table', { name: /framework’s topics/ });
  await expect(coverage.getByRole('rowheader')).toHaveCount(4);
  await expect(coverage).toContainText('VSME Basic Module');
  await expect(page.getByText(/not an EcoVadis rating, a B Lab/)).toBeVisible();
  await expect(page.getByText(/Not enough peers yet/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await axeViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF report' }).click(),
  ]);
  const text = await pdfText((await download.path())!);
  expect(text).toContain('Your action plan');
  const first = await plan.getByRole('listitem').first().locator('span.font-bold').textContent();
  expect(text).toContain(first!.trim());
  expect(text).toContain('Framework coverage');
  expect(text).toContain('Social: not enough answers');
});

test('a reassessment shows the change per pillar in a chart and in figures', async ({ page }) => {
  // The first result through the API (the journey above covers answering it in the browser).
  const created = await page.request.post('/api/assessments', {
    data: { organisation: 'Ada Lovelace Consulting', sizeBand: 'sole-trader', sector: 'other' },
  });
  const firstId = ((await created.json()) as { id: string }).id;
  const answers = Object.fromEntries(
    questions.map((q) => [q.id, soleTraderNa(q.text) && q.notApplicableWhen ? -1 : 1]),
  );
  await page.request.put(`/api/assessments/${firstId}/answers`, { data: { answers } });
  await page.request.post(`/api/assessments/${firstId}/finish`, { data: {} });

  await start(page, firstId);
  await answerAll(page, 3, soleTraderNa);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your score: 75 out of 100');
  const trend = page.getByRole('region', { name: 'Change since your previous assessment' });
  await expect(
    trend.getByRole('img', { name: 'Previous and current score per pillar' }),
  ).toBeVisible();
  const changes = trend.getByRole('list', { name: 'Change per pillar' });
  await expect(changes).toContainText('Environment: 25 → 75 (+50)');
  await expect(changes).toContainText(
    'Social: not enough answers → not enough answers (not comparable)',
  );
  await expect(page.getByText('Fast Mover Badge', { exact: true })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF report' }).click(),
  ]);
  expect(await pdfText((await download.path())!)).toContain(
    'Environment: 25/100 then, 75/100 now (+50)',
  );
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
});
