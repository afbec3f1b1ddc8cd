import type { Locator, Page } from '@playwright/test';
import { formatScoreRange, medals } from '../packages/domain/src/assessment/medals';
import { planFeatures } from '../packages/domain/src/pricing/plan-features';
import { plans } from '../packages/domain/src/pricing/plans';
import { expect, test, waitForHydration } from './fixtures';

/** Collects uncaught errors and console errors (hydration mismatches are console errors). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

/** A bounding box, retried: an island's HTML is swapped for its live render as it hydrates. */
async function boxOf(locator: Locator) {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (box = await locator.boundingBox()) !== null).toBe(true);
  return box!;
}

test.describe('/award', () => {
  test('explains the four medals with tier, stage and score range', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/award');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('sustainability progress');

    const cards = page.getByTestId('medal-card');
    await expect(cards).toHaveCount(4);
    for (const [i, medal] of medals.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(medal.title);
      await expect(card).toContainText(medal.tier);
      await expect(card).toContainText(`${medal.stage} stage`);
      await expect(card).toContainText(`${formatScoreRange(medal)}points`);
      await expect(card.getByRole('img', { name: `${medal.tier} medal` })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('shows the badges, validity and the five steps with their durations', async ({ page }) => {
    await page.goto('/award');
    await expect(page.getByRole('heading', { name: 'Committed Badge' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fast Mover Badge' })).toBeVisible();
    await expect(page.getByText('Combinable with any medal')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Valid for one year' })).toBeVisible();

    const steps = page
      .getByRole('list')
      .filter({ hasText: 'Medal assignment' })
      .getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(1)).toContainText('Under 30 minutes');
    await expect(steps.nth(2)).toContainText('Typically 2–4 weeks');
  });

  test('leads to the free assessment, the contact page and a demo', async ({ page }) => {
    await page.goto('/award');
    await waitForHydration(page);
    const start = page.getByRole('link', { name: 'Start your free assessment' });
    await expect(start).toHaveCount(2);
    await expect(start.first()).toHaveAttribute('href', '/start-green');
    await expect(
      page.getByRole('heading', { name: 'Start Your Sustainability Transformation Today' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Request a Demo' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('/pricing', () => {
  test('shows three plans, Most Impactful on Sustainability Leader, and no prices', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/pricing');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Pricing Plans for Every Business',
    );
    const cards = page.getByTestId('plan-card');
    await expect(cards).toHaveCount(3);
    for (const [i, plan] of plans.entries()) {
      await expect(cards.nth(i).getByRole('heading', { level: 2 })).toHaveText(plan.name);
      await expect(cards.nth(i)).toContainText('100% money back guarantee');
    }
    await expect(cards.nth(2)).toContainText('Most Impactful');
    await expect(cards.nth(0)).not.toContainText('Most Impactful');
    await expect(page.locator('main')).not.toContainText(/[£$€]\s?\d/);
    expect(errors).toEqual([]);
  });

  test('compares the 15 features exactly as the specification', async ({ page }) => {
    await page.goto('/pricing');
    const table = page.getByRole('table', { name: /Features included/ });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Feature',
      'ESG Activator',
      'Net Zero Strategist',
      /Most Impactful\s*Sustainability Leader/,
    ]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(15);
    const text = (v: boolean | string | number) =>
      v === true ? 'Included' : v === false ? 'Not included' : String(v);
    for (const [i, feature] of planFeatures.entries()) {
      await expect(rows.nth(i).getByRole('rowheader')).toHaveText(feature.label);
      await expect(rows.nth(i).getByRole('cell')).toHaveText(
        plans.map((p) => text(feature.values[p.id])),
      );
    }
  });

  test('the comparison is readable on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing');
    await waitForHydration(page);
    const table = page.getByRole('table', { name: /Features included/ });
    const viewport = 390;
    for (const label of ['AI-powered ESG insight and maturity assessment', 'Number of users']) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label }) });
      await row.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      const header = row.getByRole('rowheader');
      await expect(header).toBeVisible();
      const box = await boxOf(header);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport);
      // The label keeps a full line to itself: it is not squeezed into a narrow column.
      expect(box.width).toBeGreaterThan(250);
      for (const cell of await row.getByRole('cell').all()) {
        await expect(cell).toBeVisible();
        const c = await boxOf(cell);
        expect(c.x + c.width).toBeLessThanOrEqual(viewport);
      }
    }
    await expect(table.getByRole('cell', { name: 'Unlimited' })).toBeInViewport();
    // The plan names stay in view (sticky) while the rows scroll underneath.
    const leader = table.getByRole('columnheader', { name: /Sustainability Leader/ });
    await expect(leader).toBeInViewport();
    const tableBox = await boxOf(table);
    expect(tableBox.width).toBeLessThanOrEqual(viewport);
  });

  test('calls to action go to /contact', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    for (const plan of plans) {
      await expect(
        page.getByRole('link', { name: `Get a quote for ${plan.name}` }),
      ).toHaveAttribute('href', '/contact');
    }
    await expect(page.getByText('Continuous innovation and partnership')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Experts beside the software' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A 100% money back guarantee' })).toBeVisible();
    await page.getByRole('link', { name: 'Get a quote for Sustainability Leader' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
