import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import type { TemplatePage } from '../apps/web/app/blocks/types';
import { expect, test, waitForHydration } from './fixtures';

// The content modules are plain data (their only import is a type), so the journey can read
// each page's own hero title from them.
const contentDir = fileURLToPath(new URL('../apps/web/app/content/services/', import.meta.url));
const pages: TemplatePage[] = [];
for (const file of readdirSync(contentDir).sort()) {
  if (!file.endsWith('.ts') || file === 'index.ts' || file.endsWith('.test.ts')) continue;
  const module = (await import(pathToFileURL(contentDir + file).href)) as { default: TemplatePage };
  pages.push(module.default);
}

function heroTitle(path: string): string {
  const hero = pages.find((p) => p.path === path)?.blocks.find((b) => b.type === 'hero');
  if (hero?.type !== 'hero') throw new Error(`no hero on ${path}`);
  return hero.title;
}

/** Collects uncaught errors and console errors (hydration mismatches are console errors). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

test.describe('every template page', () => {
  for (const { path } of pages) {
    test(`${path} renders its own content`, async ({ page }) => {
      const errors = watchErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle(path));
      await expect(page.locator('[data-placeholder]')).toHaveCount(0);
      await waitForHydration(page);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the AI maturity journey', () => {
  test('at 1440 px the strip scrolls sideways on the wheel while the page stays put', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/service/esg-diagnostic');
    await waitForHydration(page);
    const strip = page.getByTestId('journey-steps');
    // The block is an island: its behaviour arrives as the visitor nears it.
    await strip.scrollIntoViewIfNeeded();
    await expect(strip).toHaveAttribute('data-layout', 'strip');
    await expect(strip).toHaveCSS('flex-direction', 'row');
    const box = (await strip.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const pageY = await page.evaluate(() => window.scrollY);

    await page.mouse.wheel(0, 300);
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageY);

    // At the end of the strip the wheel scrolls the page again: it is never trapped.
    await strip.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(pageY);
  });

  test('at 390 px the steps are a stacked list', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/service/esg-diagnostic');
    await waitForHydration(page);
    const list = page.getByTestId('journey-steps');
    await expect(list).toHaveAttribute('data-layout', 'list');
    await expect(list).toHaveCSS('flex-direction', 'column');
    await expect(list.getByRole('listitem')).toHaveCount(5);
    expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});

test.describe('sliders', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  const carousel = (page: Page, heading: RegExp) =>
    page
      .locator('[aria-roledescription=carousel]')
      .and(page.getByRole('region', { name: heading }));

  test('a looping slider never greys out its arrows', async ({ page }) => {
    await page.goto('/solution/assurance/esg-due-diligence');
    await waitForHydration(page);
    const slider = carousel(page, /what our esg due diligence covers/i);
    const previous = slider.getByRole('button', { name: 'Previous slide' });
    const next = slider.getByRole('button', { name: 'Next slide' });
    await expect(previous).toBeEnabled();
    await expect(next).toBeEnabled();
    await previous.click();
    await expect(next).toBeEnabled();
    await expect(previous).toBeEnabled();
  });

  test('a non-looping slider starts with the previous arrow greyed out', async ({ page }) => {
    await page.goto('/solution/levelling-up/esg-governance');
    await waitForHydration(page);
    const slider = carousel(page, /governance/i);
    await expect(slider.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await expect(slider.getByRole('button', { name: 'Next slide' })).toBeEnabled();
    await expect(slider.getByRole('button', { name: /Go to slide/ })).toHaveCount(0);
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(slider.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
  });

  test('the programme establishment slider greys out next at card 9 - 3', async ({ page }) => {
    await page.goto('/solution/getting-started/esg-program-establishment');
    await waitForHydration(page);
    const slider = carousel(page, /building blocks/i);
    const next = slider.getByRole('button', { name: 'Next slide' });
    for (let i = 0; i < 6; i++) {
      await expect(next).toBeEnabled();
      await next.click();
    }
    await expect(next).toBeDisabled();
    await expect(slider.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
  });
});

test('the governance tabs advance every 10 seconds and wrap to the first', async ({ page }) => {
  const block = pages
    .find((p) => p.path === '/service/esg-governance')
    ?.blocks.find((b) => b.type === 'tabs');
  if (block?.type !== 'tabs') throw new Error('no tabs block on /service/esg-governance');
  const titles = block.tabs.map((t) => t.title);
  await page.clock.install();
  await page.goto('/service/esg-governance');
  await waitForHydration(page);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tab')).toHaveCount(titles.length);
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toContainText(titles[0]!);
  for (let i = 1; i <= titles.length; i++) {
    await page.clock.runFor(10_000);
    await expect(selected).toContainText(titles[i % titles.length]!);
  }
  await page.getByRole('tab').nth(2).click();
  await expect(selected).toContainText(titles[2]!);
  await expect(page.getByRole('tabpanel')).toContainText(block.tabs[2]!.detail.title);
});

test('client-side navigation between template pages loads their data files', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/service/internal-audit');
  await waitForHydration(page);
  // A marker that only survives if the document is never reloaded.
  await page.evaluate(() => ((window as unknown as { spa: boolean }).spa = true));

  for (const path of [
    '/solution/getting-started/materiality-assessment-&-strategy',
    '/solution/assurance/esg-supply-chain-audits',
  ]) {
    const data = page.waitForResponse(
      (r) => decodeURIComponent(new URL(r.url()).pathname) === `${path}.data`,
    );
    await page.locator(`footer a[href="${path}"]`).click();
    expect((await data).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle(path));
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(path);
  }
  expect(await page.evaluate(() => (window as unknown as { spa?: boolean }).spa)).toBe(true);
  expect(errors).toEqual([]);
});
