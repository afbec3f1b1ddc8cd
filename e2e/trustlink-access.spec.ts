import { createStaff, signIn, unique } from './admin-helpers';
import { signInAsAdmin, test, waitForHydration } from './fixtures';
import { axeViolations, expect, fillInteraction } from './trustlink-helpers';

// Need to know: a case manager (the first admin) assigns a case; the handler works it; a handler
// named in the report cannot find it. And the statistics page passes axe on a phone and a desktop.

test('a case manager assigns, the handler works the case, the named handler cannot find it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = unique();
  const handler = await createStaff(baseURL!, 'case_handler', `Robin Ashdown ${suffix}`);
  const namedName = `Zoë Brontë-Ålund ${suffix}`;
  const named = await createStaff(baseURL!, 'case_handler', namedName);
  const title = `Forklift keys left in the ignition ${suffix}`;

  // The reporter names the second handler, without accents and in capitals.
  await fillInteraction(page, title);
  await page.getByLabel(/Person 1: full name/).fill(`ZOE BRONTE-ALUND ${suffix}`.toUpperCase());
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('interaction-id')).toHaveText(/^\d{16}$/);

  // The case manager assigns it; the named handler is not offered.
  const manager = await browser.newPage();
  await signInAsAdmin(manager);
  await manager.goto('/admin/cases');
  await manager.getByRole('link', { name: title }).click();
  await expect(manager.getByRole('heading', { name: title })).toBeVisible();
  await expect(
    manager.getByText('A staff member named in the report is excluded from this case.'),
  ).toBeVisible();
  await expect(manager.getByText(namedName)).toHaveCount(0);
  await manager
    .getByRole('combobox', { name: 'Assigned to' })
    .selectOption({ label: `Robin Ashdown ${suffix}` });
  await expect(manager.getByText(/assigned the case to Robin Ashdown/)).toBeVisible();
  const caseUrl = manager.url();
  await manager.close();

  // The handler finds it in their list and acknowledges it.
  const working = await browser.newPage();
  await signIn(working, handler);
  await working.goto('/admin/cases');
  await working.getByRole('link', { name: title }).click();
  await working.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(working.getByText(/changed the status to Acknowledged\./)).toBeVisible();
  await working.close();

  // The named handler: not in the list, and the case's address answers "no such case".
  const excluded = await browser.newPage();
  await signIn(excluded, named);
  await excluded.goto('/admin/cases');
  await waitForHydration(excluded);
  await expect(excluded.getByRole('heading', { name: 'TrustLink cases' })).toBeVisible();
  await expect(excluded.getByRole('link', { name: title })).toHaveCount(0);
  await excluded.goto(caseUrl);
  await expect(excluded.getByText('There is no case with this reference.')).toBeVisible();
  const api = await excluded.request.get(`/api/admin/trustlink/cases/${caseUrl.split('/').pop()}`);
  expect(api.status()).toBe(404);
  await excluded.close();
});

test.describe('with axe', () => {
  test.use({ bypassCSP: true });

  for (const width of [390, 1440]) {
    test(`the statistics page has no accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page);
      await page.goto('/admin/cases/statistics');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: 'TrustLink statistics' })).toBeVisible();
      await expect(page.getByText('Cases received', { exact: true })).toBeVisible();
      await expect(page.getByRole('img', { name: /Cases received per month/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
