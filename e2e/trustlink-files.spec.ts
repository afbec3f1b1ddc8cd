import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import exifr from 'exifr';
import { caseMessages } from '@verdantia/domain/trustlink/case-workflow';
import { photoWithGps } from '../apps/api/src/test/evidence-fixtures.ts';
import { signInAsAdmin, test } from './fixtures';
import { axeViolations, expect, fillInteraction, followUp } from './trustlink-helpers';

// A reporter's case from both sides: files both ways, hidden details removed, the
// reporter's own report, feedback met only by writing to the reporter, the outcome on closing.

// axe-core is evaluated in the page, which the site's content security policy would block.
test.use({ bypassCSP: true });

const title = 'Forklift batteries charged beside the fire exit';
const description = 'Batteries were charged overnight beside the fire exit, blocking it.';

const email = Buffer.from(
  [
    'From: Shift Lead <lead@example.org>',
    'To: Depot <depot@example.org>',
    'Subject: Charging bay moved',
    'Date: Mon, 3 Mar 2025 08:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Charge the batteries by the fire exit until further notice.',
    '',
  ].join('\r\n'),
);

const findingsPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function downloaded(page: Page, link: Locator): Promise<{ file: Download; bytes: Buffer }> {
  const event = page.waitForEvent('download');
  await link.click();
  const file = await event;
  return { file, bytes: await readFile((await file.path())!) };
}

test('files both ways, hidden details removed, feedback by writing, the outcome read by the reporter', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const photo = await photoWithGps();
  // The photo really carries what a phone writes.
  expect(await exifr.gps(photo)).toMatchObject({ latitude: 53.8 });
  expect(await exifr.parse(photo)).toMatchObject({ Artist: 'Imogen Whistler' });
  const photoSha = createHash('sha256').update(photo).digest('hex');

  // The reporter submits with the photo as evidence.
  await fillInteraction(page, title);
  await page.getByLabel(/^Description/).fill(description);
  await page.getByLabel(/^Evidence/).setInputFiles({
    name: 'IMG_2041.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  const idBox = page.getByTestId('interaction-id');
  await expect(idBox).toHaveText(/^\d{16}$/);
  const intId = (await idBox.textContent())!;

  // ...and sends the forwarded e-mail straight after, with a remark.
  let dialog = await followUp(page, intId);
  await dialog.getByLabel(/Your remarks/).fill('The e-mail that moved the charging bay.');
  await dialog.getByLabel(/^Add a file/).setInputFiles({
    name: 'charging-bay.eml',
    mimeType: 'message/rfc822',
    buffer: email,
  });
  await dialog.getByRole('button', { name: 'Send remarks' }).click();
  await expect(dialog.getByText('Your remarks have been sent to the case handler.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Staff open the case: both files are there, the photo's original fingerprint is shown.
  const staff = await browser.newPage({ bypassCSP: true });
  await signInAsAdmin(staff);
  await staff.goto('/admin/cases');
  await staff.getByRole('link', { name: title }).click();
  await expect(staff.getByRole('heading', { name: title })).toBeVisible();
  await expect(staff.getByRole('link', { name: /charging-bay\.eml/ }).first()).toBeVisible();
  await expect(staff.getByText(photoSha)).toBeVisible();
  const staffPhoto = await downloaded(staff, staff.getByRole('link', { name: /IMG_2041\.jpg/ }));
  expect(staffPhoto.file.suggestedFilename()).toBe('IMG_2041.jpg');
  expect(staffPhoto.bytes.subarray(0, 3).toString('hex')).toBe('ffd8ff');
  const cleanTags = (await exifr.parse(staffPhoto.bytes, true)) ?? {};
  expect(await exifr.gps(staffPhoto.bytes)).toBeUndefined();
  for (const tag of ['GPSLatitude', 'GPSLongitude', 'Artist', 'Make', 'Model']) {
    expect(cleanTags, tag).not.toHaveProperty(tag);
  }

  // The feedback deadline is not met by acknowledging (a status change), only by writing.
  const feedbackGiven = staff.getByText(/^Feedback given/);
  await expect(feedbackGiven).toHaveCount(0);
  await staff.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(staff.getByText(/^Acknowledged \d/)).toBeVisible();
  await expect(feedbackGiven).toHaveCount(0);

  // Staff write to the reporter with a PDF attached.
  await staff.getByLabel('Question or answer to the reporter').fill('Our findings so far.');
  await staff.getByLabel('Attach a file (optional)').setInputFiles({
    name: 'findings.pdf',
    mimeType: 'application/pdf',
    buffer: findingsPdf,
  });
  await staff.getByRole('button', { name: 'Send to the reporter' }).click();
  const sent = staff.getByRole('listitem').filter({ hasText: 'Our findings so far.' });
  await expect(sent.getByRole('link', { name: /findings\.pdf/ })).toBeVisible();
  await expect(feedbackGiven).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);
  const staffCopy = await downloaded(staff, sent.getByRole('link', { name: /findings\.pdf/ }));
  expect(staffCopy.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The reporter reads their own description and downloads their photo and the staff PDF.
  dialog = await followUp(page, intId);
  await expect(dialog.getByText('Our findings so far.')).toBeVisible();
  await dialog.getByText(/What you submitted/).click();
  await expect(dialog.getByText(description)).toBeVisible();
  const ownPhoto = await downloaded(page, dialog.getByRole('link', { name: /IMG_2041\.jpg/ }));
  expect(ownPhoto.file.suggestedFilename()).toBe('IMG_2041.jpg');
  expect(await exifr.gps(ownPhoto.bytes)).toBeUndefined();
  const fromStaff = dialog.getByRole('link', { name: /findings\.pdf.*from the case handler/ });
  const staffPdf = await downloaded(page, fromStaff);
  expect(staffPdf.file.suggestedFilename()).toBe('findings.pdf');
  expect(staffPdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // The same file, also from the message it came with.
  const withMessage = dialog
    .getByRole('listitem')
    .filter({ hasText: 'Our findings so far.' })
    .getByRole('link', { name: /findings\.pdf/ });
  expect((await downloaded(page, withMessage)).bytes.equals(staffPdf.bytes)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Closing without an outcome for the reporter is refused with a clear message.
  await staff.getByRole('button', { name: 'Close case' }).click();
  const closing = staff.getByRole('dialog', { name: 'Close this case' });
  await closing.getByLabel(/Closure reason/).selectOption('substantiated');
  await closing.getByRole('button', { name: 'Close case' }).click();
  await expect(closing.getByText(caseMessages.outcomeRequired)).toBeVisible();
  // The API refuses it too, whatever the page does.
  const caseUrl = new URL(staff.url()).pathname;
  const caseId = caseUrl.split('/').pop();
  const refused = await staff.request.post(`/api/admin/trustlink/cases/${caseId}/status`, {
    data: { status: 'closed', closureReason: 'substantiated' },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain(caseMessages.outcomeRequired);
  const outcomeText = 'The charging bay was moved away from the fire exit and checked weekly.';
  await closing.getByLabel(/Outcome for the reporter/).fill(outcomeText);
  await closing.getByRole('button', { name: 'Close case' }).click();
  await expect(closing).toBeHidden();
  await staff.close();

  // The reporter sees the outcome, when the case closed and when it will be deleted.
  dialog = await followUp(page, intId);
  await expect(dialog.getByTestId('follow-up-status')).toHaveText('Closed');
  const outcome = dialog.getByRole('region', { name: 'Outcome of your interaction' });
  await expect(outcome).toContainText(outcomeText);
  const day = (at: Date) =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(
      at,
    );
  await expect(outcome.getByText('Closed on')).toBeVisible();
  await expect(outcome).toContainText(day(new Date()));
  await expect(outcome).toContainText(
    `${day(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000))}, with its evidence`,
  );
});
