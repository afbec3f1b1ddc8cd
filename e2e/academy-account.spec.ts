import { readFile } from 'node:fs/promises';
import { accountMessages } from '../packages/domain/src/academy/account';
import { axeViolations, mailedLink, signedInLearner } from './academy-helpers';
import { expect, test, waitForHydration } from './fixtures';

test('a learner confirms their address, renames themselves, changes password, exports and deletes their account', async ({
  page,
  baseURL,
}) => {
  const { email, password } = await signedInLearner(page, 'Mary Somerville');
  await page.goto('/academy-account');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/Not confirmed yet/)).toBeVisible();

  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(accountMessages.verificationSent)).toBeVisible();
  await page.goto(await mailedLink(baseURL!, email, '/academy-verify-email'));
  await expect(page.getByText(accountMessages.verified)).toBeVisible();
  await page.goto('/academy-account');
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

  const name = page.getByLabel('Name');
  await name.fill('Mary Fairfax Somerville');
  await page.getByRole('button', { name: 'Save my name' }).click();
  await expect(page.getByText(accountMessages.nameSaved)).toBeVisible();
  await expect(page.getByTestId('learner-menu')).toContainText('Mary Fairfax Somerville');

  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password').fill('a better password');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByText(accountMessages.wrongPassword)).toBeVisible();
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByText(accountMessages.passwordChanged)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('my-academy-data.json');
  const exported = await readFile((await download.path())!, 'utf8');
  expect(exported).toContain(email);
  expect(exported).toContain('Mary Fairfax Somerville');

  await page.getByRole('button', { name: 'Delete my account…' }).click();
  await page.getByLabel('Your password, to confirm').fill('a better password');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await page.waitForURL('**/academy-sign-in');
  await expect(page.getByText(accountMessages.deleted)).toBeVisible();
  const signIn = await page.request.post('/api/users/sign-in', {
    data: { email, password: 'a better password' },
  });
  expect(signIn.status()).toBe(401);
});

for (const width of [1440, 390]) {
  test(`the account page has no accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedInLearner(page, 'Caroline Herschel');
    await page.goto('/academy-account');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page.getByText('Please enter your current password.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
