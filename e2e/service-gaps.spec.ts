import type { Locator, Page } from '@playwright/test';
import { site } from '../packages/domain/src/site/config';
import { expect, test, waitForHydration } from './fixtures';

// The service pages' last gaps: every service route linked from an overview card, the partner
// e-mail in the page body, GreenShield's three cards up to 1024 px, reachable slider ends.

const carousel = (page: Page, heading: RegExp) =>
  page.locator('[aria-roledescription=carousel]').and(page.getByRole('region', { name: heading }));

/** Slides wholly inside the carousel's visible area (each slide starts with a 20 px gutter). */
async function slidesInView(region: Locator): Promise<number[]> {
  return region.evaluate((node) => {
    const viewport = node.querySelector('[aria-roledescription="slide"]')!.parentElement!
      .parentElement!;
    const box = viewport.getBoundingClientRect();
    return Array.from(node.querySelectorAll('[aria-roledescription="slide"]'))
      .map((slide, i) => ({ i, r: slide.getBoundingClientRect() }))
      .filter(({ r }) => r.left >= box.left - 24 && r.right <= box.right + 2)
      .map(({ i }) => i);
  });
}

test('the overview cards link all ten service routes', async ({ page }) => {
  const linked = new Set<string>();
  for (const overview of ['/service/business', '/service/esg']) {
    await page.goto(overview);
    for (const href of await page
      .locator('main a[href^="/service/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))
      linked.add(href);
  }
  for (const route of [
    '/service/internal-audit',
    '/service/compliance',
    '/service/risk-management',
    '/service/esg-diagnostic',
    '/service/esg-strategy',
    '/service/board-level',
    '/service/esg-assurance',
    '/service/esg-ia-program',
    '/service/erm-program',
    '/service/esg-governance',
  ])
    expect(linked, route).toContain(route);
});

test('the partner page shows the published contact e-mail in its body', async ({ page }) => {
  await page.goto('/parteners');
  await expect(page.getByRole('main')).toContainText(site.email);
});

test('both GreenShield carousels show three cards at 1024 px', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/esg-software/green-shield');
  await waitForHydration(page);
  for (const heading of [/How GreenShield protects/, /Six reasons/]) {
    await expect.poll(async () => (await slidesInView(carousel(page, heading))).length).toBe(3);
  }
});

for (const width of [390, 800, 1440]) {
  test(`every card of the non-looping sliders can be reached at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading, count] of [
      ['/solution/getting-started/esg-program-establishment', /Nine building blocks/, 9],
      ['/solution/getting-started/materiality-assessment-&-strategy', /Seven steps/, 7],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      const slider = carousel(page, heading);
      const next = slider.getByRole('button', { name: 'Next slide' });
      for (let i = 0; i < count && (await next.isEnabled()); i++) await next.click();
      await expect(next).toBeDisabled();
      await expect.poll(async () => (await slidesInView(slider)).at(-1), path).toBe(count - 1);
    }
  });
}
