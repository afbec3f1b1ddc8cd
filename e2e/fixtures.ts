import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest, test as base, expect } from '@playwright/test';
import { signInThroughApi } from './two-step';

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

// The first admin must sign in with a second factor, and the server accepts one code per 30-second
// step: journeys share one admin session (its cookie kept in the run's data folder) instead of
// signing in afresh each time, and sign in again only when a journey has ended it.
const SESSION_COOKIE = 'staff_session';
/** As playwright.config.ts sets it. */
const e2eBaseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const adminSessionFile = join(process.env.E2E_DATA_DIR ?? tmpdir(), 'admin-session');

async function liveAdminSession(request: APIRequestContext) {
  const response = await request.get('/api/admin/session');
  return response.ok() && ((await response.json()) as { twoStep: string }).twoStep === 'verified';
}

async function keepAdminSession(cookies: { name: string; value: string }[]) {
  const cookie = cookies.find((c) => c.name === SESSION_COOKIE);
  if (cookie) writeFileSync(adminSessionFile, cookie.value);
}

const savedAdminCookie = (baseURL: string) =>
  existsSync(adminSessionFile)
    ? [{ name: SESSION_COOKIE, value: readFileSync(adminSessionFile, 'utf8'), url: baseURL }]
    : [];

/**
 * Signs the page's browser context in as the first admin (password and code, through the API;
 * the cookie lands in the context, so /admin pages open signed in).
 */
export async function signInAsAdmin(page: Page) {
  await page.context().addCookies(savedAdminCookie(e2eBaseURL));
  if (await liveAdminSession(page.request)) return;
  await page.context().clearCookies({ name: SESSION_COOKIE });
  await signInThroughApi(page.request, adminCredentials);
  await keepAdminSession(await page.context().cookies());
}

/** A request context signed in as the first admin (dispose it when done). */
export async function adminRequest(baseURL = e2eBaseURL) {
  const cookies = savedAdminCookie(baseURL).map(({ name, value }) => ({
    name,
    value,
    domain: new URL(baseURL).hostname,
    path: '/',
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: 'Strict' as const,
  }));
  const admin = await playwrightRequest.newContext({
    baseURL,
    storageState: { cookies, origins: [] },
  });
  if (await liveAdminSession(admin)) return admin;
  await admin.dispose();
  const fresh = await playwrightRequest.newContext({ baseURL });
  await signInThroughApi(fresh, adminCredentials);
  await keepAdminSession((await fresh.storageState()).cookies);
  return fresh;
}
