import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { adminRequest, test, waitForHydration } from './fixtures';
import { axeViolations, expect, pin } from './trustlink-helpers';

// The reporter screens in English, Welsh and Polish: each page has its language on <html>, passes
// axe at phone and desktop widths, and the switch keeps the page and what was typed. The e2e
// server runs with TRUSTLINK_RETENTION_DAYS=30: every language says 30.

const languages = [
  { code: 'en', prefix: '', lang: 'en-GB', submit: 'Submit', required: 'Required' },
  { code: 'cy', prefix: '/cy', lang: 'cy', submit: 'Cyflwyno', required: 'Gofynnol' },
  { code: 'pl', prefix: '/pl', lang: 'pl', submit: 'Wyślij', required: 'Pole wymagane' },
] as const;

const widths = [390, 1440];

async function formReady(page: Page, submit: string) {
  await waitForHydration(page);
  // On a phone the form is below the reminders: its code loads as it nears the viewport.
  // The live form replaces the prerendered one as it loads: scroll again if the button was swapped.
  const button = page.getByRole('button', { name: submit, exact: true });
  await expect(async () => {
    // Its code loads when the reporter first uses it: focus the first field.
    await page.locator('input[name="title"]').focus({ timeout: 2000 });
    await button.scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(button).toBeEnabled({ timeout: 2000 });
  }).toPass();
}

for (const language of languages) {
  for (const width of widths) {
    test(`${language.code} at ${width} px: lang set, axe clean on the landings and the form`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/trust-link-1', '/trust-link-2']) {
        await page.goto(`${language.prefix}${path}`);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
        // Below-the-fold sections come alive as the reader nears them: scroll through first.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(page.locator('#trustlink-channels')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      }
      await page.goto(`${language.prefix}/submit-interaction`);
      await formReady(page, language.submit);
      await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
      // With every field's message showing.
      await page.getByRole('button', { name: language.submit, exact: true }).click();
      await expect(page.getByText(language.required, { exact: true }).first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test('the language switch keeps the page, the scroll position and what was typed', async ({
  page,
}) => {
  await page.goto('/submit-interaction');
  await formReady(page, 'Submit');
  await page.locator('input[name="title"]').fill('Solvent drums by the drain');
  await page.locator('select[name="interactionType"]').selectOption('Social');
  await page.locator('textarea[name="interactionDescription"]').fill('Left open all night.');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Required', { exact: true }).first()).toBeVisible();
  const scrolled = await page.evaluate(() => window.scrollY);

  // Search engines find each language's page.
  await expect(page.locator('link[rel="alternate"][hreflang="cy"]')).toHaveAttribute(
    'href',
    /\/cy\/submit-interaction$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /[^y]\/submit-interaction$/,
  );
  await page.getByRole('link', { name: 'Cymraeg' }).click();
  await expect(page).toHaveURL(/\/cy\/submit-interaction$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cyflwyno rhyngweithiad newydd');
  await expect(page.getByRole('link', { name: 'Cymraeg' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('input[name="title"]')).toHaveValue('Solvent drums by the drain');
  await expect(page.locator('select[name="interactionType"]')).toHaveValue('Social');
  await expect(page.locator('select[name="interactionType"] option:checked')).toHaveText(
    'Cymdeithasol',
  );
  await expect(page.locator('textarea[name="interactionDescription"]')).toHaveValue(
    'Left open all night.',
  );
  // The messages on screen change language with the page.
  await expect(page.getByText('Gofynnol', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Required', { exact: true })).toHaveCount(0);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
  // The site's own header stays English, and says so.
  await expect(page.locator('div[lang="en-GB"] header')).toBeAttached();

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/submit-interaction$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.locator('input[name="title"]')).toHaveValue('Solvent drums by the drain');
});

test('a Polish reporter submits, keeps a Polish receipt, follows up in Polish; staff see the language', async ({
  page,
}) => {
  await page.goto('/pl/submit-interaction');
  await formReady(page, 'Wyślij');
  await expect(page.getByText(/przez 30 dni/).first()).toBeVisible();
  await page.locator('input[name="title"]').fill('Beczki z rozpuszczalnikiem');
  await page.locator('select[name="interactionType"]').selectOption('Environmental');
  await page.locator('select[name="priority"]').selectOption('High');
  await page.locator('select[name="relationShip"]').selectOption('Employee');
  await page.locator('input[name="interactionLocation"]').fill('Magazyn w Leeds');
  await page
    .locator('textarea[name="interactionDescription"]')
    .fill('Otwarte beczki stały całą noc przy kratce ściekowej.');
  await page.locator('input[name="involvedPersons.0.fullName"]').fill('Sam Carter');
  await page.locator('input[name="involvedPersons.0.jobRole"]').fill('Kierownik magazynu');
  await page.locator('input[name="reporter.password"]').fill(pin);
  await page.locator('input[name="pinConfirm"]').fill(pin);
  await page.getByRole('button', { name: 'Wyślij', exact: true }).click();
  const idBox = page.getByTestId('interaction-id');
  await expect(idBox).toHaveText(/^\d{16}$/);
  const intId = (await idBox.textContent())!;
  await expect(page.getByText(/przez 30 dni/).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz potwierdzenie' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('trustlink-receipt.txt');
  const receipt = await readFile((await file.path())!, 'utf8');
  expect(receipt).toContain(intId);
  expect(receipt).toMatch(/przez 30 dni/);
  expect(receipt).not.toContain('Interaction ID');

  await page.goto('/pl/trust-link-1');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sprawdź zgłoszenie' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[inputmode="numeric"]').fill(intId);
  await dialog.locator('input[type="password"]').fill('wrong-pin-123');
  await dialog.getByRole('button', { name: 'Sprawdź', exact: true }).click();
  // A wrong PIN's message, in Polish.
  await expect(dialog.getByRole('alert')).toContainText('Nieprawidłowy identyfikator');
  await dialog.locator('input[type="password"]').fill(pin);
  await dialog.getByRole('button', { name: 'Sprawdź', exact: true }).click();
  await expect(
    dialog.getByText('Otwarte beczki stały całą noc przy kratce ściekowej.'),
  ).toBeAttached();
  await expect(dialog.getByText(/przez 30 dni/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const admin = await adminRequest();
  const list = await admin.get('/api/admin/trustlink/cases');
  const { items } = (await list.json()) as { items: { id: number; title: string }[] };
  const mine = items.find((item) => item.title === 'Beczki z rozpuszczalnikiem')!;
  const detail = await admin.get(`/api/admin/trustlink/cases/${mine.id}`);
  expect((await detail.json()).reporterLanguage).toBe('pl');
  await admin.dispose();
});
