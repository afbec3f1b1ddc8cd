import { readFile } from 'node:fs/promises';
import { test, waitForHydration } from './fixtures';
import { expect, fillInteraction, followUp, pin } from './trustlink-helpers';

// The e2e server runs with TRUSTLINK_RETENTION_DAYS=30 (playwright.config.ts), while the build's
// default is 365: every page a reporter reads must say what the server is set to.
const retention = /for 30 days after it is closed/;

test('every retention sentence a reporter reads says what the server is set to (30 days)', async ({
  page,
}) => {
  for (const landing of ['/trust-link-1', '/trust-link-2']) {
    const html = await (await page.request.get(landing)).text();
    expect(html).toMatch(retention);
    expect(html).not.toContain('365 days');
    expect(html).not.toContain('%TRUSTLINK_RETENTION_DAYS%');
    await page.goto(landing);
    await waitForHydration(page);
    await expect(page.getByText(retention).first()).toBeVisible();
  }
  // /trust-link-2 opens with a welcome, as /trust-link-1 does.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to TrustLink');

  // A client-side navigation renders the landing from its loader data: still 30.
  await page.goto('/');
  await waitForHydration(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Report a concern online' })
    .click();
  await expect(page).toHaveURL(/\/trust-link-2$/);
  await expect(page.getByText(retention).first()).toBeVisible();
  await page.getByRole('link', { name: 'Submit New Interaction' }).first().click();
  await expect(page).toHaveURL(/\/submit-interaction$/);
  await expect(page.getByText(retention).first()).toBeVisible();

  await fillInteraction(page, 'Retention sentence check');
  await page.getByRole('button', { name: 'Submit' }).click();
  const idBox = page.getByTestId('interaction-id');
  await expect(idBox).toHaveText(/^\d{16}$/);
  const intId = (await idBox.textContent())!;
  await expect(page.getByText(retention).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  const file = await download;
  // The receipt's file name carries no case ID.
  expect(file.suggestedFilename()).toBe('trustlink-receipt.txt');
  expect(await readFile((await file.path())!, 'utf8')).toMatch(retention);

  const dialog = await followUp(page, intId, pin);
  await expect(dialog.getByText(retention)).toBeVisible();
});

test('Type, Priority and Relationship chosen before the scripts run survive hydration', async ({
  page,
}) => {
  // Hold every script until the visitor has chosen, as on a slow phone connection.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/submit-interaction', { waitUntil: 'commit' });
  await page.getByLabel(/^Type/).selectOption('Environmental');
  await page.getByLabel(/^Priority/).selectOption('High');
  await page.getByLabel(/relationship/i).selectOption('Employee');
  await page.getByLabel(/^Title/).fill('Chosen before the page came alive');
  release();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();

  await expect(page.getByLabel(/^Type/)).toHaveValue('Environmental');
  await expect(page.getByLabel(/^Priority/)).toHaveValue('High');
  await expect(page.getByLabel(/relationship/i)).toHaveValue('Employee');
  await expect(page.getByLabel(/^Title/)).toHaveValue('Chosen before the page came alive');

  // The form library knows the choices too: the rest filled, Submit sends the report.
  await page.getByLabel(/^Location/).fill('Leeds depot, yard B');
  await page
    .getByLabel(/^Description/)
    .fill('Drums of solvent were left open overnight by the drain.');
  await page.getByLabel(/Person 1: full name/).fill('Sam Carter');
  await page.getByLabel(/Person 1: job role/).fill('Depot manager');
  await page.getByLabel(/^PIN/).fill(pin);
  await page.getByLabel(/^Confirm PIN/).fill(pin);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('interaction-id')).toHaveText(/^\d{16}$/);
  await expect(page.getByText('Required', { exact: true })).toHaveCount(0);
});
