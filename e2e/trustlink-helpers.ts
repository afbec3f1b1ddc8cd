import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

export { axeViolations } from './axe';

const shotsDir = process.env.TL_SHOTS_DIR;

/** With TL_SHOTS_DIR set, saves the page at 1440 and 390 px wide for a look. */
export async function shoot(page: Page, name: string, fullPage = true) {
  if (!shotsDir) return;
  const original = page.viewportSize() ?? { width: 1440, height: 900 };
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize(original);
}

export const pin = 'kestrel-4821-moor';

/** Opens the form once its code runs (the prerendered button stays disabled until then). */
export async function openForm(page: Page) {
  await page.goto('/submit-interaction');
  await waitForHydration(page);
  // The form's code loads when the reporter first uses it.
  await page.getByLabel(/^Title/).focus();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
}

/** Fills the new-interaction form with a valid report (and one PDF as evidence). */
export async function fillInteraction(page: Page, title: string) {
  await openForm(page);
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Type/).selectOption('Environmental');
  await page.getByLabel(/^Priority/).selectOption('High');
  await page.getByLabel(/relationship/i).selectOption('Employee');
  await page.getByLabel(/^Location/).fill('Leeds depot, yard B');
  await page.getByLabel(/^Date/).fill('2025-03-01');
  await page
    .getByLabel(/^Description/)
    .fill('Drums of solvent were left open overnight by the drain.');
  await page.getByLabel(/Person 1: full name/).fill('Sam Carter');
  await page.getByLabel(/Person 1: job role/).fill('Depot manager');
  await page.getByLabel(/^Evidence/).setInputFiles({
    name: 'yard-photo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await page.getByLabel(/^PIN/).fill(pin);
  await page.getByLabel(/^Confirm PIN/).fill(pin);
}

/** Opens the follow-up modal from the landing page and logs in. */
export async function followUp(page: Page, intId: string, password = pin) {
  await page.goto('/trust-link-1');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Follow Up on Interaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Follow up on an interaction' });
  await dialog.getByLabel(/Interaction ID/).fill(intId);
  await dialog.getByLabel(/^PIN/).fill(password);
  await dialog.getByRole('button', { name: 'Follow up' }).click();
  return page.getByRole('dialog');
}

export { expect };
