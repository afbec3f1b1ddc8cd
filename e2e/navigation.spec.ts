import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

test.describe('desktop navigation at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('hover opens nested dropdowns three levels deep and a link navigates', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    await nav.getByRole('link', { name: 'Solutions', exact: true }).hover();
    await expect(nav.getByRole('button', { name: 'Solutions menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await nav.getByText('ESG Advisory', { exact: true }).hover();
    await nav.getByText('Getting Started', { exact: true }).hover();
    const target = nav.getByRole('link', { name: 'ESG Program Establishment' });
    await expect(target).toBeVisible();
    await target.click();
    await expect(page).toHaveURL(/\/solution\/getting-started\/esg-program-establishment$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /ESG programme establishment/i,
    );
  });

  test('menus work with the keyboard and Escape closes them', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Software menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: /Net Zero/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('the nav bar turns white after scrolling and the promo strip hides', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const header = page.locator('header').first();
    const promo = page.getByTestId('promo-strip');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(promo).toBeInViewport();
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(promo).not.toBeInViewport();
    await page.mouse.wheel(0, -2000);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(promo).toBeInViewport();
  });
});

test.describe('burger drawer at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the drawer opens, groups toggle by click, and a link click navigates and closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
    ).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();

    const solutions = drawer.getByRole('button', { name: 'Solutions' });
    await solutions.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await drawer.getByRole('button', { name: 'Business Assurance' }).click();
    await drawer.getByRole('link', { name: 'Internal Audit' }).click();

    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/service\/internal-audit$/);
  });

  test('Escape closes the drawer and focus returns to the burger', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(burger).toBeFocused();
  });
});

// The prerendered pages' route manifest leaves the back office out (apps/web/scripts/trim-manifest.ts).
test.describe('addresses a prerendered page does not know', () => {
  const navigateInBrowser = (page: Page, to: string) =>
    page.evaluate((path) => {
      const router = (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
      ).__reactRouterDataRouter;
      router.navigate(path);
    }, to);

  test('a prerendered page fetches only its own manifest, not the whole one', async ({ page }) => {
    const manifests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/assets/manifest-')) manifests.push(path);
    });
    await page.goto('/pricing');
    await waitForHydration(page);
    expect(manifests).toHaveLength(1);
    expect(manifests[0]).toMatch(/-public\.js$/);
  });

  test('a client-side move to the back office loads it as a document', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await navigateInBrowser(page, '/admin');
    await expect(page.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    expect(documents).toEqual(['/admin']);
    // Back returns to the page the visitor left.
    await page.goBack();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown address still ends on "not found", answered by the server', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/no-such-page-here'),
    );
    await navigateInBrowser(page, '/no-such-page-here');
    expect((await answer).status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | Verdantia');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('pages drawn in the browser keep the whole manifest: no document load there', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
    await waitForHydration(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await navigateInBrowser(page, '/no-such-page-here');
    await expect(page).toHaveTitle('Page not found | Verdantia');
    expect(documents).toEqual([]);
  });
});
