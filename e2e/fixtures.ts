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
      await page.addInitScript((value) => window.localStorage.setItem('cookiesAccepted', value), cookieChoice);
    }
    await use(page);
  },
});

export { expect };

/** Waits until React has hydrated the prerendered page (the app's handlers are attached). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined);
  await page.waitForLoadState('networkidle');
}
