import type { Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';

/**
 * Journeys start with the cookie choice already made, so the banner doesn't cover the page;
 * the cookie-banner journey turns this off.
 */
export const test = base.extend<{ cookieChoice: 'true' | 'false' | null }>({
  cookieChoice: ['true', { option: true }],
  page: async ({ page, cookieChoice }, use) => {
    if (cookieChoice !== null) {
      await page.addInitScript(
        (value) => window.localStorage.setItem('cookiesAccepted', value),
        cookieChoice,
      );
    }
    await use(page);
  },
});

export { expect };

/** Waits until React has hydrated the prerendered page (the app's handlers are attached). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !==
      undefined,
  );
  await page.waitForLoadState('networkidle');
}

/** The first admin, created by the server from ADMIN_EMAIL/ADMIN_PASSWORD (playwright.config.ts). */
export const adminCredentials = {
  email: 'admin@example.org',
  password: 'e2e admin password, long enough',
} as const;

/**
 * Signs the page's browser context in as the first admin through the API (the cookie lands in
 * the context, so /admin pages open signed in).
 */
export async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/admin/session', { data: adminCredentials });
  expect(response.status(), await response.text()).toBe(200);
}
