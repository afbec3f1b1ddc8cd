import { adminCredentials, expect as baseExpect, signInAsAdmin, test } from './fixtures';
import { createStaff } from './admin-helpers';

test.describe.configure({ timeout: 120_000 });
// A busy shared machine can take seconds to hydrate the back-office.
const expect = baseExpect.configure({ timeout: 20_000 });

test('a role change asks first, more strongly for administrator', async ({ page, baseURL }) => {
  const colleague = await createStaff(baseURL!, 'editor');
  await signInAsAdmin(page);
  await page.goto('/admin/staff');
  const row = page.getByRole('row', { name: new RegExp(colleague.email) });
  const role = row.getByRole('combobox');

  await role.selectOption('admin');
  const dialog = page.getByRole('alertdialog', { name: /make .* an administrator\?/i });
  await expect(dialog).toContainText('can see every lead');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(role).toHaveValue('editor');

  await role.selectOption('case_handler');
  const change = page.getByRole('alertdialog', { name: /change .* role\?/i });
  await change.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText(/is now case handler/i)).toBeVisible();
  await expect(role).toHaveValue('case_handler');
});

test('an admin unlocks an account locked by failed sign-ins', async ({ page, baseURL }) => {
  const colleague = await createStaff(baseURL!, 'editor');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.request.post('/api/admin/session', {
      data: { email: colleague.email, password: 'not the right password at all' },
    });
  }
  const locked = await page.request.post('/api/admin/session', { data: colleague });
  expect(locked.status()).not.toBe(200);

  await signInAsAdmin(page);
  await page.goto('/admin/staff');
  const row = page.getByRole('row', { name: new RegExp(colleague.email) });
  await expect(row.getByText('Locked')).toBeVisible();
  await row.getByRole('button', { name: /Unlock/ }).click();
  await expect(page.getByText(/can sign in again/)).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();

  await page.context().clearCookies();
  const again = await page.request.post('/api/admin/session', { data: colleague });
  expect(again.status()).toBe(200);
  expect(adminCredentials.email).not.toBe(colleague.email);
});
